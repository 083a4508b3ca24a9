"""HSF103: HiSparse on a model the release does not run it on. Report only: the fix
is another model or no HiSparse, the user's choice."""

from __future__ import annotations

from collections.abc import Iterator

from hisparse_fix.rules import rule
from hisparse_fix.sglang.model_family import FAMILY_NAMES, OTHER, identify, runs_hisparse_on
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.vocabulary.sites import Finding, LaunchSite, Severity


@rule("HSF103", "not-dsa-model", "HiSparse on a model the release does not run it on: report")
def not_dsa_model(site: LaunchSite, settings: Settings) -> Iterator[Finding]:
    """## What it does
    Reports HiSparse on a model path that names a model the selected release
    does not run HiSparse on: one plainly without DeepSeek Sparse Attention
    (Qwen, Llama, Mistral, Gemma, ...), DeepSeek V4 before SGLang 0.5.12, or
    MiniMax M3 before 0.5.21. The model is read from the path's
    `config.json` when the path is a local folder (its first architecture,
    as SGLang's `is_deepseek_dsa` reads it, with the release's list of
    architectures), and otherwise from its name.

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
    Report only, and `--check` fails, since SGLang refuses the launch: the
    fix is another model or no HiSparse. A name that shows no family is
    judged as a DSA model and not reported; where a name misleads (a
    fine-tune named after its base), serve it from a local folder whose
    `config.json` the tool reads, or add `# hisparse-fix: ignore[HSF103]`.
    """
    model = identify(site, settings.release)
    release = settings.release
    if model is None or model.family is None or model.family in release.hisparse_models:
        return
    option, supported = model.option, runs_hisparse_on(release.hisparse_models)
    named = f"--{option.written or option.name} {option.value}"
    if model.from_config and model.family == OTHER:
        what = f"is a {model.shown_by.removeprefix('config.json: ')} model (its config.json)"
    elif model.from_config:
        what = f"is a {FAMILY_NAMES[model.family]} model (its config.json)"
    elif model.family == OTHER:
        what = f"looks like a {model.shown_by} model, which has no DeepSeek Sparse Attention"
    else:
        what = f"is a {FAMILY_NAMES[model.family]} model"
    yield Finding(
        "HSF103",
        f"{named} {what}: SGLang {release.version} runs HiSparse only on {supported}",
        option.span,
        Severity.UNFIXABLE,
    )
