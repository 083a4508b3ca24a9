"""Signs written with a launch that it runs on ROCm, where `--platform` is silent.

SGLang cannot tell ROCm from CUDA by `--device` (both say `cuda`), and neither can
the tool; `--platform` says which. But a launch whose environment sets a variable
only ROCm reads (`HIP_VISIBLE_DEVICES`, `SGLANG_USE_AITER`), or that runs in a ROCm
container image or with `/dev/kfd`, was written for a ROCm machine, and judging it
as CUDA would drop backends ROCm allows. When no platform
was chosen, such a launch is judged on both GPU platforms, each a run of its own,
so that an edit is made only where both need it; the others are reported, naming
the variable (see `consensus`).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from hisparse_fix.platform_words import platform_named
from hisparse_fix.settings import Settings
from hisparse_fix.sites import LaunchSite

ROCM_VARIABLES = frozenset({"SGLANG_USE_AITER"})
"""Variables that only SGLang's ROCm code paths read (the runtime's are `ROCM_PREFIXES`)."""

ROCM_PREFIXES = ("SGLANG_ROCM_", "SGLANG_AITER_", "MIOPEN_", "RCCL_", "HSA_", "HIP_", "ROCR_")
"""Prefixes of variables only ROCm reads: its runtime (`HSA_OVERRIDE_GFX_VERSION`,
`ROCR_VISIBLE_DEVICES`), HIP (`HIP_VISIBLE_DEVICES`), and the libraries SGLang uses there."""


def rocm_sign(site: LaunchSite) -> str:
    """What says the launch runs on ROCm, in words (`HIP_VISIBLE_DEVICES` is set), or ''."""
    for name in sorted(site.env):
        if name in ROCM_VARIABLES or name.startswith(ROCM_PREFIXES):
            return f"`{name}` is set"
    for word in site.platform_words:
        named = platform_named(word)
        if named is not None and named[0] == "rocm":
            return f"`{word}` is written with it"
    return ""


def with_platform_signs(sites: Iterable[LaunchSite], settings: Settings) -> list[LaunchSite]:
    """Each site, and beside a CUDA site that shows ROCm's signs the same site on ROCm,
    unless a platform was chosen (`--platform`, a settings file): then it holds."""
    judged: list[LaunchSite] = []
    for site in sites:
        judged.append(site)
        sign = "" if settings.platform_chosen or settings.platform != "cuda" else rocm_sign(site)
        if sign:
            words = f"on ROCm ({sign}; `--platform` says which)"
            judged.append(replace(site, platform="rocm", run=f"{site.run} {words}".strip()))
    return judged
