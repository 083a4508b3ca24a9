"""HSF103: HiSparse on a model without DSA. Report only: the name is a hint, not the
model's config."""

from __future__ import annotations

import re
from collections.abc import Iterator

from hisparse_fix.rules import rule
from hisparse_fix.settings import Settings
from hisparse_fix.sites import Finding, LaunchSite, Severity

_NOT_DSA = re.compile(
    r"(?<![a-z0-9])(qwen|llama|codellama|mistral|mixtral|gemma|phi-?\d|falcon|gpt2|gpt-oss|"
    r"internlm|baichuan|starcoder|vicuna|olmo|granite|command-r|yi-\d)",
    re.IGNORECASE,
)
"""Model families with no DeepSeek Sparse Attention (DSA) variant."""


@rule("HSF103", "not-dsa-model", "HiSparse on a model without DSA: report")
def not_dsa_model(site: LaunchSite, settings: Settings) -> Iterator[Finding]:
    """## What it does
    Reports HiSparse on a model path that is plainly not a DeepSeek Sparse
    Attention model (Qwen, Llama, Mistral, Gemma, ...).

    ## Why is this bad?
    HiSparse exists only for DSA models. SGLang asserts "--enable-hisparse is
    only supported for DSA (DeepSeek Sparse Attention) models (e.g., DeepSeek
    V3.2, GLM-5), DeepSeek V4, and MiniMax M3 now."

    ## Example
    ```sh
    python3 -m sglang.launch_server --model-path Qwen/Qwen3-8B --enable-hisparse \\
      --disable-radix-cache
    ```
    Drop `--enable-hisparse`, or serve a DSA model.

    ## Fix safety
    Report only: the model name is a hint, not the model's config.
    """
    for name in ("model-path", "model"):
        option = site.last(name)
        if option is None or option.dynamic or not option.value:
            continue
        match = _NOT_DSA.search(option.value)
        if match is not None:
            yield Finding(
                "HSF103",
                f"--{name} {option.value} looks like a {match.group(1)} model, which has no "
                f"DeepSeek Sparse Attention: SGLang runs HiSparse only on DSA models "
                f"(DeepSeek V3.2, GLM-5), DeepSeek V4 and MiniMax M3",
                option.span,
                Severity.WARNING,
            )
        return
