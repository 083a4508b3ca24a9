from __future__ import annotations

from collections.abc import Iterator

from hisparse_fix.matrix import GPU_PLATFORMS
from hisparse_fix.rules import rule
from hisparse_fix.settings import Settings
from hisparse_fix.site_platform import site_platform
from hisparse_fix.sites import Edit, EditKind, Finding, LaunchSite, Severity


@rule(
    "HSF001",
    "hisparse-off-gpu",
    "HiSparse on a platform without CUDA or ROCm: turn HiSparse off",
)
def check(site: LaunchSite, settings: Settings) -> Iterator[Finding]:
    """## What it does
    Turns HiSparse off in a launch that runs on a platform other than a CUDA
    or ROCm GPU.

    ## Why is this bad?
    HiSparse moves KV cache between device and host with the
    `sgl_kernel.kvcacheio` kernels, which exist only in CUDA and ROCm builds.
    On CPU, XPU, HPU, NPU, MUSA or MPS the server starts and then fails with
    "HiSparse device KV transfer requires sgl_kernel.kvcacheio (CUDA/ROCm)".
    The platform is the site's `--device`, else `SGLANG_USE_CPU_ENGINE=1`
    in its environment, else the tool's `--platform`.

    ## Example
    ```sh
    python3 -m sglang.launch_server --device cpu --enable-hisparse
    ```
    Use instead:
    ```sh
    python3 -m sglang.launch_server --device cpu
    ```

    ## Fix safety
    Safe: the launch behaves as it would without HiSparse, which is the only
    way it runs on that platform. Argv launches lose `--enable-hisparse`;
    keyed configs get `enable-hisparse = false`. No later rule runs on the
    site.
    """
    platform = site_platform(site, settings)
    flag = site.last("enable-hisparse")
    if flag is None:
        return
    if platform.unknown_device is not None:
        yield Finding(
            "HSF001",
            f"--device is set from a value the tool cannot read; "
            f"assuming `{platform.name}` (--platform) for HiSparse",
            platform.unknown_device.span,
            Severity.WARNING,
        )
    if platform.name in GPU_PLATFORMS:
        return
    occurrences = tuple(option for option in site.all("enable-hisparse") if option.enabled)
    yield Finding(
        "HSF001",
        f"HiSparse runs only on CUDA or ROCm GPUs, but this launch runs on "
        f"`{platform.name}` ({platform.reason}): HiSparse is turned off",
        flag.span,
        edits=tuple(Edit(EditKind.DISABLE, option) for option in occurrences),
    )
