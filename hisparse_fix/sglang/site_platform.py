"""Which platform a launch site runs on, from what the site itself says (read by
the rules and by `branches`)."""

from __future__ import annotations

from typing import NamedTuple

from hisparse_fix.sglang.matrix import GPU_PLATFORMS, OFF_GPU_PLATFORMS
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.vocabulary.sites import LaunchSite, Option


class SitePlatform(NamedTuple):
    name: str
    reason: str
    """Where the platform came from, for messages: `--device cpu`, `--platform`."""
    unknown_device: Option | None = None
    """A `--device` whose value the tool cannot read."""


def site_platform(site: LaunchSite, settings: Settings) -> SitePlatform:
    """First match wins: `--device`, then `SGLANG_USE_CPU_ENGINE=1`, then `--platform`.

    A site whose launcher appends the machine's `--device` (`popen_launch_server`)
    runs on `--platform`, whatever `--device` its own words pass.

    `--device cuda` also covers ROCm (SGLang says `cuda` there too), so a
    CUDA device keeps the tool's `--platform` when that is `rocm`, and the site's
    own GPU platform when the file says (`LaunchSite.platform`).
    """
    gpu = site.platform or settings.platform
    reason = "its environment" if site.platform else "--platform"
    device = None if site.machine_device else site.last("device")
    if device is not None and device.value is not None:
        name = device.value.strip().lower().split(":", 1)[0]
        if name in OFF_GPU_PLATFORMS:
            return SitePlatform(name, f"--device {device.value}")
        if name == "cuda":
            return SitePlatform(gpu if gpu in GPU_PLATFORMS else "cuda", f"--device {device.value}")
    if site.env.get("SGLANG_USE_CPU_ENGINE") == "1":  # SGLang compares with exactly "1"
        return SitePlatform("cpu", "SGLANG_USE_CPU_ENGINE=1")
    unknown = device if device is not None and device.dynamic else None
    return SitePlatform(gpu, reason, unknown_device=unknown)
