"""HSF103: HiSparse on a model the release does not run it on. Report only: the name
is a hint, not the model's config."""

from __future__ import annotations

from collections.abc import Iterator

from hisparse_fix.model_family import FAMILY_NAMES, OTHER, model_family, runs_hisparse_on
from hisparse_fix.rules import rule
from hisparse_fix.settings import Settings
from hisparse_fix.sites import Finding, LaunchSite, Severity


@rule("HSF103", "not-dsa-model", "HiSparse on a model the release does not run it on: report")
def not_dsa_model(site: LaunchSite, settings: Settings) -> Iterator[Finding]:
    """## What it does
    Reports HiSparse on a model path that names a model the selected release
    does not run HiSparse on: one plainly without DeepSeek Sparse Attention
    (Qwen, Llama, Mistral, Gemma, ...), DeepSeek V4 before SGLang 0.5.12, or
    MiniMax M3 before 0.5.21.

    ## Why is this bad?
    HiSparse exists only for the models each release names. SGLang 0.5.23
    asserts "--enable-hisparse is only supported for DSA (DeepSeek Sparse
    Attention) models (e.g., DeepSeek V3.2, GLM-5), DeepSeek V4, and MiniMax
    M3 now."; 0.5.12 to 0.5.20 name DSA models and DeepSeek V4, and 0.5.11
    only DSA models.

    ## Example
    ```sh
    python3 -m sglang.launch_server --model-path Qwen/Qwen3-8B --enable-hisparse \\
      --disable-radix-cache
    ```
    Drop `--enable-hisparse`, or serve a model the release runs HiSparse on.

    ## Fix safety
    Report only: the model name is a hint, not the model's config. A name
    that shows no family is judged as a DSA model and not reported.
    """
    identified = model_family(site)
    release = settings.release
    if identified is None or identified.family in release.hisparse_models:
        return
    option, supported = identified.option, runs_hisparse_on(release.hisparse_models)
    named = f"--{option.written or option.name} {option.value}"
    if identified.family == OTHER:
        what = f"looks like a {identified.matched} model, which has no DeepSeek Sparse Attention"
    else:
        what = f"is a {FAMILY_NAMES[identified.family]} model"
    yield Finding(
        "HSF103",
        f"{named} {what}: SGLang {release.version} runs HiSparse only on {supported}",
        option.span,
        Severity.WARNING,
    )
