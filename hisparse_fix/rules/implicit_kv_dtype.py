from __future__ import annotations

from collections.abc import Iterator

from hisparse_fix.rule_helpers import add_option, set_value
from hisparse_fix.rules import rule
from hisparse_fix.settings import Settings
from hisparse_fix.site_platform import site_platform
from hisparse_fix.sites import Finding, LaunchSite, Option, Severity

_GPU_DTYPES = ("bfloat16", "fp8_e4m3")
"""What `auto` resolves to with a DSA model: fp8_e4m3 on Blackwell, bfloat16 before it."""


@rule(
    "HSF010",
    "implicit-kv-dtype",
    "DSA backend pinned with an automatic KV dtype: write the dtype it needs",
)
def check(site: LaunchSite, settings: Settings) -> Iterator[Finding]:
    """## What it does
    Writes `--kv-cache-dtype` explicitly when a launch pins a DSA backend but
    leaves the dtype to `auto` (or does not set it): the dtype that backend
    needs with HiSparse (`flashmla_kv` and `flashinfer_sparse_mla` need
    `fp8_e4m3`, `flashmla_sparse` needs `bfloat16`).

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
    cache precision changes. ROCm resolves `auto` the same on every GPU and
    is left alone. Where the pinned prefill and decode backends need
    different dtypes, no dtype fits: reported, not fixed.
    """
    release = settings.release
    if "auto" not in release.also_accepted or site_platform(site, settings).name != "cuda":
        return
    dtype = site.last("kv-cache-dtype")
    if dtype is not None and (dtype.dynamic or dtype.value != "auto"):
        return
    pinned = _pinned(site, settings)
    if not pinned or any(not _dtypes_for(o, settings) for o in pinned):
        return  # a backend no dtype allows is HSF003's finding (or its ignore comment's)
    fits = [
        candidate
        for candidate in _GPU_DTYPES
        if all(o.value in release.allowed_backends("cuda", candidate) for o in pinned)
    ]
    if len(fits) != 1:
        if not fits:
            needs = " but ".join(
                f"--{o.name} {o.value} needs {' or '.join(_dtypes_for(o, settings))}"
                for o in pinned
            )
            yield Finding(
                "HSF010",
                f"{needs} with HiSparse: no single --kv-cache-dtype fits both; "
                "pin one backend or set the dtype by hand",
                pinned[-1].span,
                Severity.UNFIXABLE,
            )
        return
    (needed,) = fits
    backends = " and ".join(f"--{o.name} {o.value}" for o in pinned)
    verb = "needs" if len(pinned) == 1 else "need"
    message = (
        f"{backends} {verb} --kv-cache-dtype {needed} with HiSparse, but "
        f"{'`auto`' if dtype is not None else 'no dtype'} leaves it to the GPU"
    )
    if dtype is not None:
        yield set_value("HSF010", dtype, needed, message)
        return
    yield add_option(site, "HSF010", "kv-cache-dtype", needed, message, at=pinned[-1])


def _pinned(site: LaunchSite, settings: Settings) -> list[Option]:
    """The backend options that take effect, one per phase, with a value the tool reads."""
    pinned = []
    for spellings in settings.release.backend_options.values():
        occurrences = [option for option in site.options if option.name in spellings]
        if occurrences and occurrences[-1].value is not None and not occurrences[-1].dynamic:
            pinned.append(occurrences[-1])
    return pinned


def _dtypes_for(option: Option, settings: Settings) -> tuple[str, ...]:
    """The GPU dtypes with which SGLang allows this backend with HiSparse on CUDA."""
    return tuple(
        dtype
        for dtype in _GPU_DTYPES
        if option.value in settings.release.allowed_backends("cuda", dtype)
    )
