"""HSF001: HiSparse where the release cannot run it: a platform without its KV
transfer kernels, or (XPU) a DSA model, whose XPU backend HiSparse refuses."""

from __future__ import annotations

from collections.abc import Iterator

from hisparse_fix.rules import rule
from hisparse_fix.sglang.model_family import family_of
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.sglang.site_platform import site_platform
from hisparse_fix.vocabulary.sites import Edit, EditKind, Finding, LaunchSite, Severity

_XPU_BACKEND = "intel_xpu"
"""The DSA backend SGLang picks on XPU (`_dsa_split_backend_resolution`)."""

_TITLES = {"cuda": "CUDA", "rocm": "ROCm", "xpu": "XPU"}


@rule(
    "HSF001",
    "hisparse-off-gpu",
    "HiSparse on a platform the release does not run it on: turn HiSparse off",
)
def check(site: LaunchSite, settings: Settings) -> Iterator[Finding]:
    """## What it does
    Turns HiSparse off in a launch that runs on a platform the selected
    release does not run HiSparse on: anything but a CUDA or ROCm GPU, and
    from SGLang 0.5.21 anything but CUDA, ROCm or XPU. On XPU (0.5.21+) it
    also turns HiSparse off for a DSA model (or one whose name shows no
    family) unless both DSA backends are pinned to ones HiSparse allows.

    ## Why is this bad?
    HiSparse moves KV cache between device and host with the
    `sgl_kernel.kvcacheio` kernels, which SGLang imports only on CUDA and ROCm
    (and XPU from 0.5.21). Elsewhere the server starts and then fails with
    "HiSparse device KV transfer requires sgl_kernel.kvcacheio (CUDA/ROCm)"
    ("(CUDA/ROCm/XPU)" from 0.5.21). On XPU, SGLang gives a DSA model the
    `intel_xpu` DSA backend, which HiSparse's backend allow-list refuses
    ("HiSparse supports DSA prefill backend(s) [...] but got
    --dsa-prefill-backend=intel_xpu"): on XPU, HiSparse runs DeepSeek V4 and
    MiniMax M3 only. The platform is the site's `--device`, else
    `SGLANG_USE_CPU_ENGINE=1` in its environment, else the tool's
    `--platform`.

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
    release = settings.release
    if platform.name in release.hisparse_platforms:
        refused = _xpu_dsa_backend(site, settings) if platform.name == "xpu" else None
        if refused is None:
            return
        why = (
            f"SGLang {release.version} runs HiSparse on XPU only for DeepSeek V4 and MiniMax "
            f"M3: a DSA model gets the {_XPU_BACKEND} DSA backend ({refused}), which HiSparse's "
            f"backend allow-list refuses"
        )
    else:
        titles = [_TITLES[name] for name in release.hisparse_platforms]
        where = ", ".join(titles[:-1]) + " or " + titles[-1] if len(titles) > 1 else titles[0]
        why = (
            f"SGLang {release.version} runs HiSparse only on {where} GPUs, but this launch "
            f"runs on `{platform.name}` ({platform.reason})"
        )
    occurrences = tuple(option for option in site.all("enable-hisparse") if option.enabled)
    yield Finding(
        "HSF001",
        f"{why}: HiSparse is turned off",
        flag.span,
        edits=tuple(Edit(EditKind.DISABLE, option) for option in occurrences),
    )


def _xpu_dsa_backend(site: LaunchSite, settings: Settings) -> str | None:
    """Why a DSA launch on XPU ends with a backend HiSparse refuses, else None: a phase
    without a backend option gets `intel_xpu`, and one pinned to a backend the allow-list
    refuses with the dtype (as HSF002 leaves it) would be dropped by HSF003 and get it
    too. A DeepSeek V4 or MiniMax M3 model gets no DSA backend."""
    if family_of(site, settings.release) not in (None, "dsa"):
        return None
    release = settings.release
    dtype = site.last("kv-cache-dtype")
    if dtype is not None and (dtype.dynamic or dtype.value is None):
        return None  # the allow-list depends on a dtype the tool cannot read
    written = "auto" if dtype is None else dtype.value.strip()
    if not release.accepts_dtype(written):
        written = settings.kv_cache_dtype_target
    allowed = release.allowed_backends("xpu", written)
    for phase in release.backend_options:
        # Both spellings: HSF008 renames the one the release does not parse to the other.
        names = (f"dsa-{phase}-backend", f"nsa-{phase}-backend")
        pinned = [option for name in names for option in site.all(name)]
        if not pinned:
            return f"no --{release.backend_option(phase)} is written"
        last = max(pinned, key=lambda option: option.span.start)
        if last.dynamic or last.value is None:
            return None
        if last.value.strip() not in allowed:
            return f"--{last.name} {last.value.strip()} is not allowed either"
    return None
