from __future__ import annotations

from collections.abc import Iterator

from hisparse_fix.rules import rule
from hisparse_fix.rules._gpu_runs import gpus, grouped, pins, refusals
from hisparse_fix.rules._helpers import add_option, set_value, unchecked_model
from hisparse_fix.sglang.matrix import GPU_PLATFORMS
from hisparse_fix.sglang.model_family import pick_model
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.sglang.site_platform import site_platform
from hisparse_fix.vocabulary.sites import Finding, LaunchSite, Option, Severity

_GPU_DTYPES = ("bfloat16", "fp8_e4m3")
"""What `auto` resolves to with a DSA model: fp8_e4m3 on Blackwell, bfloat16 before it."""


@rule(
    "HSF010",
    "implicit-kv-dtype",
    "KV dtype left to `auto` that some GPU refuses: write one every GPU takes",
)
def check(site: LaunchSite, settings: Settings) -> Iterator[Finding]:
    """## What it does
    Writes `--kv-cache-dtype` explicitly when a launch leaves the dtype to
    `auto` (or does not set it) and SGLang refuses it on some GPU of the
    platform: typically a pinned DSA backend and the dtype it needs with
    HiSparse (`flashmla_kv` and `flashinfer_sparse_mla` need `fp8_e4m3`,
    `flashmla_sparse` needs `bfloat16`).

    ## Why is this bad?
    `auto` resolves to `fp8_e4m3` on Blackwell and `bfloat16` on older GPUs,
    and HiSparse allows each backend with one dtype only. The same file then
    launches on one GPU and stops on another with "HiSparse supports DSA
    decode backend(s) [...] on this platform with --kv-cache-dtype=...".

    ## Example
    ```sh
    python3 -m sglang.launch_server --enable-hisparse \\
      --disable-radix-cache --dsa-decode-backend flashmla_kv
    ```
    Use instead:
    ```sh
    python3 -m sglang.launch_server --enable-hisparse --kv-cache-dtype fp8_e4m3 \\
      --disable-radix-cache --dsa-decode-backend flashmla_kv
    ```

    ## Fix safety
    Safe for launching; on GPUs where `auto` picked the other dtype the KV
    cache precision changes. The launch is judged on every GPU of its
    platform (`--gpu` narrows it): SGLang 0.5.11 takes only `bfloat16`, so
    `auto` (fp8_e4m3 on Blackwell and SM120) gets `bfloat16` written; GLM-5
    on 0.5.17 gets `bfloat16`, since with fp8 on SM120 SGLang picks a
    backend it then refuses. Where the pinned prefill and decode backends
    need different dtypes, no dtype fits: reported, not fixed.
    """
    if unchecked_model(site, settings):
        return  # SGLang returns before its dtype and backend checks for this model
    release = settings.release
    platform = site_platform(site, settings).name
    if platform not in GPU_PLATFORMS:
        return
    dtype = site.last("kv-cache-dtype")
    if dtype is not None and (dtype.dynamic or dtype.value != "auto"):
        return
    pinned, unread = pins(site, release)
    anywhere = release.any_dtype_backends(platform)
    if any(option.value not in anywhere for option in pinned.values()):
        return  # a backend no dtype allows is HSF003's finding (or its ignore comment's)
    on = gpus(settings, platform)
    model = pick_model(site, release)
    values = {phase: str(option.value) for phase, option in pinned.items()}
    refused = refusals(release, platform, on, None, values, model, unread)
    if not refused:
        return
    candidates = sorted(release.kv_cache_dtypes, key=lambda d: d != settings.kv_cache_dtype_target)
    fits = [d for d in candidates if not refusals(release, platform, on, d, values, model, unread)]
    written = "`auto`" if dtype is not None else "no --kv-cache-dtype"
    if not fits:
        yield _no_fit(site, settings, pinned, refused, written)
        return
    needed = fits[0]
    if pinned:
        options = list(pinned.values())
        backends = " and ".join(f"--{o.name} {o.value}" for o in options)
        verb = "needs" if len(options) == 1 else "need"
        message = (
            f"{backends} {verb} --kv-cache-dtype {needed} with HiSparse, but "
            f"{'`auto`' if dtype is not None else 'no dtype'} leaves it to the GPU"
        )
    else:
        message = (
            f"{written} leaves the KV cache dtype to the GPU, and SGLang {release.version} "
            f"refuses HiSparse {grouped(refused)}"
        )
    if dtype is not None:
        yield set_value("HSF010", dtype, needed, message)
        return
    at = list(pinned.values())[-1] if pinned else site.last("enable-hisparse")
    assert at is not None
    yield add_option(site, "HSF010", "kv-cache-dtype", needed, message, at=at)


def _no_fit(
    site: LaunchSite,
    settings: Settings,
    pinned: dict[str, Option],
    refused: dict[str, str],
    written: str,
) -> Finding:
    """No dtype passes on every GPU judged: the pinned backends need different dtypes
    (refused everywhere), or the GPUs that refuse it are named."""
    release = settings.release
    at = list(pinned.values())[-1] if pinned else site.last("enable-hisparse")
    assert at is not None
    needs = {o.name: _dtypes_for(o, settings) for o in pinned.values()}
    if len(pinned) == 2 and not set.intersection(*(set(d) for d in needs.values())):
        wants = " but ".join(
            f"--{o.name} {o.value} needs {' or '.join(needs[o.name])}" for o in pinned.values()
        )
        return Finding(
            "HSF010",
            f"{wants} with HiSparse: no single --kv-cache-dtype fits both; "
            "pin one backend or set the dtype by hand",
            at.span,
            Severity.UNFIXABLE,
        )
    return Finding(
        "HSF010",
        f"{written} leaves the KV cache dtype to the GPU, and SGLang {release.version} "
        f"refuses HiSparse {grouped(refused)}; no --kv-cache-dtype passes on every GPU: "
        "set the dtype and backends by hand, or pass --gpu",
        at.span,
        Severity.WARNING,
    )


def _dtypes_for(option: Option, settings: Settings) -> tuple[str, ...]:
    """The GPU dtypes with which SGLang allows this backend with HiSparse on CUDA."""
    return tuple(
        dtype
        for dtype in _GPU_DTYPES
        if option.value in settings.release.allowed_backends("cuda", dtype)
    )
