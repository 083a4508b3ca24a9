"""HSF109: a DSA model with learnable attention sinks, which SGLang serves only with a
bfloat16 KV cache and the flashmla_sparse backend (0.5.20+)."""

from __future__ import annotations

from collections.abc import Iterator

from hisparse_fix.rules import rule
from hisparse_fix.rules._helpers import drop_or_set, flag_named, release_checks
from hisparse_fix.sglang.matrix import GPU_PLATFORMS
from hisparse_fix.sglang.model_family import identify
from hisparse_fix.sglang.settings import BackendFix, Settings
from hisparse_fix.sglang.site_platform import site_platform
from hisparse_fix.vocabulary.sites import Edit, EditKind, Finding, LaunchSite, Option, Severity

SINK_BACKEND = "flashmla_sparse"
SINK_DTYPES = ("auto", "bf16", "bfloat16")
"""What `_dsa_kv_cache_dtype_default` lets through for a model with learnable sinks."""


@rule(
    "HSF109",
    "learnable-sink",
    "DSA model with learnable attention sinks: set bfloat16, drop other DSA backends",
    release_checks=("learnable-sink",),
)
def check(site: LaunchSite, settings: Settings) -> Iterator[Finding]:
    """## What it does
    For a model whose `config.json` has learnable DSA attention sinks
    (`learnable_sink`, Hunyuan V4's default), rewrites a `--kv-cache-dtype`
    other than `auto` or `bfloat16` to `bfloat16` and drops a DSA backend
    other than `flashmla_sparse` (`--backend-fix replace` writes
    `flashmla_sparse`). On ROCm it reports the launch: the sinks force
    `flashmla_sparse`, which HiSparse on ROCm refuses.

    ## Why is this bad?
    From SGLang 0.5.20, its DSA resolution stops such a model with
    "Learnable DSA attention sinks require a bfloat16 KV cache" and
    "... uses learnable attention sinks and requires --dsa-decode-backend
    'flashmla_sparse'", before HiSparse's own checks; the fp8_e4m3 that
    HSF002 writes for other models is refused too.

    ## Example
    ```sh
    python3 -m sglang.launch_server --model-path ./hy-v4 --enable-hisparse \\
      --disable-radix-cache --kv-cache-dtype fp8_e4m3
    ```
    Use instead:
    ```sh
    python3 -m sglang.launch_server --model-path ./hy-v4 --enable-hisparse \\
      --disable-radix-cache --kv-cache-dtype bfloat16
    ```
    (with `./hy-v4/config.json` naming `HYV4ForCausalLM`, a Hunyuan V4 checkpoint).

    ## Fix safety
    Safe: SGLang serves the model with no other dtype or backend. Only a
    model whose `config.json` the tool reads (a local folder) is judged;
    XPU and NPU resolve their own backends first and are not judged.
    """
    release = settings.release
    if not release_checks(settings, "learnable-sink"):
        return
    model = identify(site, release)
    if model is None or not model.learnable_sink:
        return
    platform = site_platform(site, settings).name
    if platform not in GPU_PLATFORMS:
        return  # XPU and NPU resolve their own DSA backends before the sinks are read
    named = f"--{model.option.written or model.option.name} {model.option.value}"
    why = f"{named} has learnable attention sinks ({model.shown_by})"
    if platform == "rocm":
        yield Finding(
            "HSF109",
            f"{why}: SGLang {release.version} gives it the {SINK_BACKEND} DSA backend, which "
            "HiSparse on ROCm refuses; serve it on CUDA or without HiSparse",
            model.option.span,
            Severity.UNFIXABLE,
        )
        return
    yield from _dtype(site, why)
    for spellings in release.backend_options.values():
        yield from _backend(site, settings, spellings, why)


def _dtype(site: LaunchSite, why: str) -> Iterator[Finding]:
    option = site.last("kv-cache-dtype")
    if option is None:
        return
    if option.dynamic:
        message = (
            f"{why}: --kv-cache-dtype is set from a value the tool cannot read; it must be bfloat16"
        )
        yield Finding("HSF109", message, option.span, Severity.WARNING)
        return
    value = (option.value or "").strip()
    if value in SINK_DTYPES:
        return
    message = f"{why}, which take a bfloat16 KV cache only: --kv-cache-dtype {value} is refused"
    if option.value_span is None:
        by_hand = f"{message}; set it to bfloat16 by hand"
        yield Finding("HSF109", by_hand, option.span, Severity.UNFIXABLE)
        return
    edit = Edit(EditKind.SET_VALUE, option, "bfloat16")
    yield Finding("HSF109", f"{message}: set to bfloat16", option.span, edits=(edit,))


def _backend(
    site: LaunchSite, settings: Settings, spellings: tuple[str, ...], why: str
) -> Iterator[Finding]:
    occurrences = tuple(option for option in site.options if option.name in spellings)
    if not occurrences:
        return
    effective = occurrences[-1]
    if effective.dynamic:
        message = (
            f"{why}: {flag_named(site, effective)} is set from a value the tool cannot read; "
            f"it must be {SINK_BACKEND} or absent"
        )
        yield Finding("HSF109", message, effective.span, Severity.WARNING)
        return
    if (effective.value or "").strip() == SINK_BACKEND:
        return
    written = f"{flag_named(site, effective)} {effective.value}"
    message = f"{why}, which run on {SINK_BACKEND} only: {written} is refused"
    yield _backend_fix(occurrences, message, settings)


def _backend_fix(occurrences: tuple[Option, ...], message: str, settings: Settings) -> Finding:
    return drop_or_set(
        "HSF109",
        occurrences,
        message,
        value=SINK_BACKEND,
        setting=settings.backend_fix is BackendFix.REPLACE,
        done=f"set to {SINK_BACKEND}",
        dropped=f"dropped so that SGLang picks {SINK_BACKEND}",
    )
