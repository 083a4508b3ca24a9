from __future__ import annotations

from collections.abc import Iterator

from hisparse_fix.rules import rule
from hisparse_fix.rules._helpers import unchecked_model
from hisparse_fix.sglang.matrix import Release
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.vocabulary.sites import Edit, EditKind, Finding, LaunchSite, Severity


def replacement_dtype(value: str, release: Release, target: str) -> str:
    """What a rejected dtype becomes under `release`.

    A rejected alias becomes its canonical spelling (the same dtype);
    anything else becomes the target, or the release's first HiSparse dtype
    when the release does not take the target.
    """
    canonical = release.resolve_dtype(value)
    if canonical != value and canonical in release.kv_cache_dtypes:
        return canonical
    if value == "bf16" and "bfloat16" in release.kv_cache_dtypes:
        return "bfloat16"
    if target in release.kv_cache_dtypes:
        return target
    return release.kv_cache_dtypes[0]


@rule(
    "HSF002",
    "kv-cache-dtype",
    "KV-cache dtype the release rejects: set fp8_e4m3",
)
def check(site: LaunchSite, settings: Settings) -> Iterator[Finding]:
    """## What it does
    Rewrites a `--kv-cache-dtype` that the selected SGLang release rejects
    with HiSparse to `fp8_e4m3` (or to `bfloat16` with
    `--kv-cache-dtype-target bfloat16`).

    ## Why is this bad?
    The HiSparse kernels read only a `bfloat16` or `fp8_e4m3` KV cache.
    SGLang 0.5.23 stops at launch with "HiSparse requires one of
    ('bfloat16', 'fp8_e4m3') KV cache dtypes, but got --kv-cache-dtype=...".
    `auto`, `bf16` (read as `bfloat16`) and an absent option pass.

    ## Example
    ```sh
    python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache \\
      --kv-cache-dtype fp8_e5m2
    ```
    Use instead:
    ```sh
    python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache \\
      --kv-cache-dtype fp8_e4m3
    ```

    ## Fix safety
    Safe for launching; the KV cache precision changes, so check accuracy
    when moving from a 16-bit dtype to `fp8_e4m3`. A value the tool cannot
    read (`"$KV_DTYPE"`) is reported and left as it is.
    """
    option = site.last("kv-cache-dtype")
    if option is None or unchecked_model(site, settings):
        return  # (DeepSeek V4 on ROCm, MiniMax M3: SGLang checks no dtype for them)
    release = settings.release
    accepted = " or ".join(release.kv_cache_dtypes)
    if option.dynamic:
        message = (
            f"--kv-cache-dtype is set from a value the tool cannot read; "
            f"SGLang {release.version} takes {accepted} with HiSparse"
        )
        if option.default is not None and not release.accepts_dtype(option.default):
            fixed = replacement_dtype(option.default, release, settings.kv_cache_dtype_target)
            message += (
                f"; its default `{option.default}` (taken when the variable is unset or "
                f"empty) is rejected: not rewritten, since whether the default applies is "
                f"decided when the script runs; set it to {fixed} by hand if it does"
            )
        yield Finding("HSF002", message, option.span, Severity.WARNING)
        return
    if option.value is None or release.accepts_dtype(option.value):
        return
    fixed = replacement_dtype(option.value, release, settings.kv_cache_dtype_target)
    message = (
        f"--kv-cache-dtype {option.value} is rejected with HiSparse by SGLang "
        f"{release.version} (it takes {accepted})"
    )
    if option.value_span is None:
        unwritable = f"{message}; set it to {fixed} by hand: the tool cannot rewrite this value"
        yield Finding("HSF002", unwritable, option.span, Severity.UNFIXABLE)
        return
    yield Finding(
        "HSF002",
        f"{message}: set to {fixed}",
        option.span,
        edits=(Edit(EditKind.SET_VALUE, option, fixed),),
    )
