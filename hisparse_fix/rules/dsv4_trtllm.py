"""HSF108: HiSparse with DeepSeek V4's trtllm attention backend. Report only: the
backend sets the KV layout, which PD peers must share."""

from __future__ import annotations

from collections.abc import Iterator

from hisparse_fix.rules import rule
from hisparse_fix.rules._helpers import absent_option, release_checks
from hisparse_fix.sglang.model_family import family_of
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.vocabulary.sites import Finding, LaunchSite, Severity

_OPTION = "dsv4-attn-backend"


@rule(
    "HSF108",
    "dsv4-trtllm",
    "HiSparse with --dsv4-attn-backend trtllm: report",
    release_checks=("dsv4-trtllm",),
)
def dsv4_trtllm(site: LaunchSite, settings: Settings) -> Iterator[Finding]:
    """## What it does
    Reports a HiSparse launch with `--dsv4-attn-backend trtllm` (SGLang 0.5.20
    and later; earlier releases refuse the option as an unrecognized
    argument), unless the model path names a family other than DeepSeek V4.

    ## Why is this bad?
    SGLang asserts "--dsv4-attn-backend trtllm does not support
    enable_hisparse." for DeepSeek V4 models.

    ## Example
    ```sh
    python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V4-Flash \\
      --enable-hisparse --disable-radix-cache --dsv4-attn-backend trtllm
    ```
    Use `--dsv4-attn-backend flashmla` (or `auto`), or run without HiSparse.

    ## Fix safety
    Report only: the backend decides the KV cache layout, which the prefill
    and decode servers of a PD deployment must share.
    """
    option = site.last(_OPTION)
    if option is None:
        return
    absent = absent_option(site, settings, "HSF108", option)
    if absent is not None:
        yield absent
        return
    if option.dynamic or (option.value or "").strip() != "trtllm":
        return
    family = family_of(site, settings.release)
    if release_checks(settings, "dsv4-trtllm") and family in (None, "deepseek-v4"):
        yield Finding(
            "HSF108",
            f"--{_OPTION} trtllm does not support HiSparse: use flashmla (or auto) or drop "
            f"HiSparse (not changed: the backend decides the KV layout PD peers share)",
            option.span,
            Severity.UNFIXABLE,
        )
