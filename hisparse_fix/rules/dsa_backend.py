from __future__ import annotations

from collections.abc import Iterator

from hisparse_fix.matrix import Release
from hisparse_fix.rules import rule
from hisparse_fix.settings import BackendFix, Settings
from hisparse_fix.site_platform import site_platform
from hisparse_fix.sites import Edit, EditKind, Finding, LaunchSite, Option, Severity


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
    the GPU generation. ROCm cannot be told from a launch (`--device cuda`
    there too): pass `--platform rocm` for ROCm recipes.
    """
    release = settings.release
    platform = site_platform(site, settings).name
    dtype_option = site.last("kv-cache-dtype")
    dtype = "auto" if dtype_option is None else dtype_option.value
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
        yield _fix(occurrences, message, _default(release, platform, dtype), settings)


def _allowed(release: Release, platform: str, dtype: str | None) -> tuple[frozenset[str], str]:
    """The allowed backends, and how they were judged, for messages."""
    if dtype is None:
        return release.any_dtype_backends(platform), f"on {platform} with any --kv-cache-dtype"
    allowed = release.allowed_backends(platform, dtype)
    if allowed == release.any_dtype_backends(platform):
        return allowed, f"on {platform}"
    return allowed, f"on {platform} with --kv-cache-dtype={release.resolve_dtype(dtype)}"


def _default(release: Release, platform: str, dtype: str | None) -> str | None:
    """The backend SGLang picks, when one backend fits every GPU of the platform.

    With `auto` (or an unknown dtype) CUDA resolves the dtype per GPU
    generation, and so the backend: no single value is right to write.
    """
    if dtype is None:
        return None
    if dtype == "auto":
        picks = {release.default_backend(platform, known) for known in ("bfloat16", "fp8_e4m3")}
        return picks.pop() if len(picks) == 1 else None
    return release.default_backend(platform, dtype)


def _fix(
    occurrences: tuple[Option, ...], message: str, default: str | None, settings: Settings
) -> Finding:
    effective = occurrences[-1]
    replace = settings.backend_fix is BackendFix.REPLACE
    setting = replace and default is not None and effective.value_span is not None
    removed = occurrences[:-1] if setting else occurrences
    if any(option.detached for option in removed):
        by_hand = f"{message}: drop it by hand (its value is written in another place)"
        return Finding("HSF003", by_hand, effective.span, Severity.UNFIXABLE)
    if setting:
        assert default is not None
        edits = tuple(Edit(EditKind.REMOVE, option) for option in occurrences[:-1])
        edits += (Edit(EditKind.SET_VALUE, effective, default),)
        return Finding("HSF003", f"{message}: set to {default}", effective.span, edits=edits)
    if default is not None:
        outcome = f"dropped so that SGLang picks {default}"
    else:
        outcome = "dropped so that SGLang picks the backend for the GPU's KV cache dtype"
    return Finding(
        "HSF003",
        f"{message}: {outcome}",
        effective.span,
        edits=tuple(Edit(EditKind.REMOVE, option) for option in occurrences),
    )


def _warning(option: Option, message: str) -> Finding:
    return Finding("HSF003", message, option.span, Severity.WARNING)
