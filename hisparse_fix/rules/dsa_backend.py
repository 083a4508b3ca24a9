from __future__ import annotations

from collections.abc import Iterator

from hisparse_fix.rules import rule
from hisparse_fix.rules._gpu_runs import (
    dtype_on,
    gpus,
    named,
    open_phase_refusals,
    pick,
)
from hisparse_fix.rules._helpers import add_option, drop_or_set, unchecked_model
from hisparse_fix.sglang.matrix import GPU_PLATFORMS, Release
from hisparse_fix.sglang.model_family import pick_model
from hisparse_fix.sglang.settings import BackendFix, Settings
from hisparse_fix.sglang.site_platform import site_platform
from hisparse_fix.vocabulary.sites import Finding, LaunchSite, Option, Severity


@rule(
    "HSF003",
    "dsa-backend",
    "DSA backend not allowed for the platform and dtype: drop it",
)
def check(site: LaunchSite, settings: Settings) -> Iterator[Finding]:
    """## What it does
    Drops a `--dsa-prefill-backend` / `--dsa-decode-backend` that HiSparse
    does not allow on the launch's platform with its (fixed) KV cache dtype,
    so that SGLang picks one. `--backend-fix replace` writes the backend
    SGLang would pick instead.

    ## Why is this bad?
    HiSparse runs only with some DSA kernels. SGLang 0.5.23 allows, on CUDA,
    `flashmla_sparse` with `bfloat16` and `flashmla_kv` or
    `flashinfer_sparse_mla` with `fp8_e4m3`; on ROCm, `tilelang`, `triton`
    or `aiter`. Anything else stops the launch with "HiSparse supports DSA
    decode backend(s) [...] on this platform with --kv-cache-dtype=...".

    ## Example
    ```sh
    python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache \\
      --kv-cache-dtype fp8_e4m3 --dsa-decode-backend tilelang
    ```
    Use instead:
    ```sh
    python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache \\
      --kv-cache-dtype fp8_e4m3
    ```

    ## Fix safety
    Safe: SGLang's own choice for the platform and dtype is always allowed.
    With `auto` or no `--kv-cache-dtype` on CUDA, `--backend-fix replace`
    drops the option too: the dtype, and so the right backend, depends on
    the GPU generation (`--gpu` names one). Where SGLang's own pick is
    refused on some GPU (GLM-5 with fp8 on SM120 in 0.5.17), the backend
    allowed on every GPU is written instead of dropping, and added for a
    phase the launch leaves to SGLang. ROCm cannot be told from a launch
    (`--device cuda` there too): pass `--platform rocm` for ROCm recipes.
    """
    if unchecked_model(site, settings):
        return  # SGLang returns before its dtype and backend checks for this model
    release = settings.release
    platform = site_platform(site, settings).name
    on = gpus(settings, platform)
    model = pick_model(site, release)
    dtype_option = site.last("kv-cache-dtype")
    dtype = "auto" if dtype_option is None else dtype_option.value
    if dtype == "auto":
        # Where `auto` resolves alike on every GPU judged (ROCm, or one `--gpu`), the
        # dtype is known: 0.5.12-0.5.13 judge ROCm by the CUDA sets with bfloat16.
        resolved = {dtype_on(release, None, gpu) for gpu in on}
        if len(resolved) == 1 and release.accepts_dtype(next(iter(resolved))):
            dtype = resolved.pop()
    unknown_dtype = "--kv-cache-dtype is set from a value the tool cannot read"
    if dtype is not None and not release.accepts_dtype(dtype):
        # HSF002 could not rewrite it: judge the backend for every dtype SGLang takes.
        unknown_dtype = f"--kv-cache-dtype {dtype} is itself rejected and left as it is"
        dtype = None
    for spellings in release.backend_options.values():
        occurrences = tuple(o for o in site.options if o.name in spellings)
        if not occurrences:
            continue
        effective = occurrences[-1]
        if effective.dynamic:
            unread = f"--{effective.name} is set from a value the tool cannot read"
            yield _warning(effective, unread)
            continue
        if effective.value is None:
            continue
        backend = effective.value
        if dtype is None and backend in release.every_dtype_backends(platform):
            continue  # allowed whatever the dtype turns out to be
        if dtype is None and backend in release.any_dtype_backends(platform):
            yield _warning(
                effective,
                f"--{effective.name} {backend} may not be allowed with HiSparse: {unknown_dtype}",
            )
            continue
        allowed, judged = _allowed(release, platform, dtype)
        if backend in allowed:
            continue
        message = (
            f"--{effective.name} {backend} is not allowed with HiSparse {judged} "
            f"(SGLang {release.version} allows {', '.join(sorted(allowed))})"
        )
        default, dropped = _default(release, platform, dtype, on, model)
        yield _fix(occurrences, message, default, dropped, settings)
    if platform in GPU_PLATFORMS and dtype_option is not None and dtype not in (None, "auto"):
        yield from _open_phases(site, settings, platform, str(dtype), model)


def _allowed(release: Release, platform: str, dtype: str | None) -> tuple[frozenset[str], str]:
    """The allowed backends, and how they were judged, for messages."""
    if dtype is None:
        return release.any_dtype_backends(platform), f"on {platform} with any --kv-cache-dtype"
    allowed = release.allowed_backends(platform, dtype)
    if allowed == release.any_dtype_backends(platform):
        return allowed, f"on {platform}"
    return allowed, f"on {platform} with --kv-cache-dtype={release.resolve_dtype(dtype)}"


def _default(
    release: Release, platform: str, dtype: str | None, on: tuple[str, ...], model: str | None
) -> tuple[str | None, str]:
    """The backend to write, and why dropping will not do ("dropping it fails on ...")
    or the other GPUs' own picks (" (flashinfer_sparse_mla on sm120)"), else "".

    The backend SGLang picks itself, when it picks one backend on every GPU judged
    (with `auto` CUDA resolves the dtype per GPU, and so the backend: no single value
    is right to write). Where SGLang's own pick on some GPU is refused (GLM-5 with fp8
    on SM120 in 0.5.17), dropping fails there: the backend allowed on every GPU is set.
    """
    if dtype is None:
        return None, ""
    dtypes = {gpu: dtype_on(release, dtype, gpu) for gpu in on}
    picks = {gpu: (d, pick(release, platform, d, gpu, model)) for gpu, d in dtypes.items()}
    allowed = {gpu: release.allowed_backends(platform, d) for gpu, d in dtypes.items()}
    refused = [gpu for gpu, (_, b) in picks.items() if b not in allowed[gpu]]
    if refused:
        common = frozenset.intersection(*allowed.values())
        fits = sorted(common, key=lambda b: (b not in {b for _, b in picks.values()}, b))
        if fits:
            gpu = refused[0]
            why = (
                f"dropping it fails on {named(refused)}, where SGLang {release.version} "
                f"picks {picks[gpu][1]} itself and refuses it"
            )
            return fits[0], why
    backends = {b for _, b in picks.values()}
    if len(backends) == 1:
        return backends.pop(), ""
    if dtype != "auto":
        # One dtype, a pick of its own on some GPU (GLM-5 on SM120): the platform's pick.
        usual = release.default_backend(platform, dtype)
        others = sorted({f"{b} on {gpu}" for gpu, (_, b) in picks.items() if b != usual})
        return usual, f" ({', '.join(others)})" if others else ""
    return None, ""


def _fix(
    occurrences: tuple[Option, ...],
    message: str,
    default: str | None,
    dropped: str,
    settings: Settings,
) -> Finding:
    forced = dropped.startswith("dropping")
    if default is not None:
        outcome = f"dropped so that SGLang picks {default}{dropped}"
    else:
        outcome = "dropped so that SGLang picks the backend for the GPU's KV cache dtype"
    return drop_or_set(
        "HSF003",
        occurrences,
        message,
        value=default,
        setting=settings.backend_fix is BackendFix.REPLACE or forced,
        done=f"set to {default}" + (f" ({dropped})" if forced else ""),
        dropped=outcome,
    )


def _open_phases(
    site: LaunchSite, settings: Settings, platform: str, dtype: str, model: str | None
) -> Iterator[Finding]:
    """A phase left to SGLang whose own pick some GPU refuses (with `auto`, HSF010
    writes the dtype instead): the backend every GPU allows is added."""
    release = settings.release
    settled = frozenset(
        phase
        for phase, spellings in release.backend_options.items()
        if any(option.name in spellings for option in site.options)
    )
    anchor = site.last("enable-hisparse")
    assert anchor is not None
    on = gpus(settings, platform)
    for phase, why, backend in open_phase_refusals(release, platform, on, dtype, settled, model):
        if backend is None:
            yield _warning(anchor, f"{why}; set it by hand or pass --gpu")
            continue
        yield add_option(site, "HSF003", release.backend_option(phase), backend, why, at=anchor)


def _warning(option: Option, message: str) -> Finding:
    return Finding("HSF003", message, option.span, Severity.WARNING)
