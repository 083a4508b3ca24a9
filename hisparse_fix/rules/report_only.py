"""HSF1xx: what SGLang refuses next to HiSparse that no config edit can fix safely.

Each rule reports with advice and rewrites nothing: the fix changes how the
server is sharded, which model it serves, or which build it runs.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from hisparse_fix.argv import ambiguous_prefix, is_server_option
from hisparse_fix.rule_helpers import switched_on
from hisparse_fix.rules import rule
from hisparse_fix.settings import Settings
from hisparse_fix.sites import Finding, LaunchSite, Option, Severity, Style

_NOT_DSA = re.compile(
    r"(?<![a-z0-9])(qwen|llama|codellama|mistral|mixtral|gemma|phi-?\d|falcon|gpt2|gpt-oss|"
    r"internlm|baichuan|starcoder|vicuna|olmo|granite|command-r|yi-\d)",
    re.IGNORECASE,
)
"""Model families with no DeepSeek Sparse Attention (DSA) variant."""

_KNOWN_SINCE = (0, 5, 22)
"""The release the bundled option list comes from: older ones had other options."""


@rule("HSF101", "dcp-size", "HiSparse with decode context parallelism: report")
def dcp_size(site: LaunchSite, settings: Settings) -> Iterator[Finding]:
    """## What it does
    Reports a HiSparse launch with `--dcp-size` above 1.

    ## Why is this bad?
    Decode context parallelism splits the KV cache that HiSparse swaps.
    SGLang stops with "DSA DCP does not support HiSparse or HiCache."

    ## Example
    ```sh
    python3 -m sglang.launch_server --enable-hisparse --dcp-size 2
    ```
    Use `--dcp-size 1` (and more tensor or data parallelism), or run without
    HiSparse.

    ## Fix safety
    Report only: either change reshapes the deployment.
    """
    option = site.last("dcp-size")
    if option is None or option.dynamic or option.value is None:
        return
    try:
        size = int(option.value)
    except ValueError:
        return
    if size > 1:
        yield Finding(
            "HSF101",
            f"--dcp-size {size}: SGLang does not run HiSparse with decode context "
            f"parallelism; use --dcp-size 1 or drop HiSparse (not changed: it reshapes "
            f"the deployment)",
            option.span,
            Severity.UNFIXABLE,
        )


@rule("HSF102", "kv-cache-sharding", "HiSparse with KV cache sharding: report")
def kv_cache_sharding(site: LaunchSite, settings: Settings) -> Iterator[Finding]:
    """## What it does
    Reports a HiSparse launch with `--enable-kv-cache-sharding`.

    ## Why is this bad?
    SGLang stops with "--enable-kv-cache-sharding does not support
    --enable-hisparse".

    ## Example
    ```sh
    python3 -m sglang.launch_server --enable-hisparse --enable-kv-cache-sharding
    ```
    Drop one of the two.

    ## Fix safety
    Report only: which one to keep decides the memory plan.
    """
    enabled = switched_on(site, "enable-kv-cache-sharding")
    if enabled:
        yield Finding(
            "HSF102",
            "--enable-kv-cache-sharding does not work with HiSparse: drop one of the two "
            "(not changed: the choice decides the memory plan)",
            enabled[-1].span,
            Severity.UNFIXABLE,
        )


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
    python3 -m sglang.launch_server --model-path Qwen/Qwen3-8B --enable-hisparse
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


@rule(
    "HSF104",
    "refused-option",
    "Option SGLang's parser refuses (a fork's HiSparse flag, an ambiguous abbreviation): report",
)
def refused_option(site: LaunchSite, settings: Settings) -> Iterator[Finding]:
    """## What it does
    Reports, in a HiSparse launch, an option SGLang's parser refuses: a
    HiSparse flag no release has, such as a fork's
    `--enable-hisparse-mtp-hybrid`, or an abbreviation that fits several
    options, such as `--cuda-graph-max-bs` once `--cuda-graph-max-bs-decode`
    and `--cuda-graph-max-bs-prefill` exist.

    ## Why is this bad?
    argparse stops with "unrecognized arguments" or "ambiguous option: ...
    could match ...". Recipes written for a fork or an older release carry
    such options next to HiSparse.

    ## Example
    ```sh
    python3 -m sglang.launch_server --enable-hisparse --enable-hisparse-mtp-hybrid
    ```
    Remove the option, run the build that has it, or spell the option out.

    Keys are judged too: a `--config` file's key becomes `--key` as written
    (`cuda-graph-max-bs: 256` is the ambiguous `--cuda-graph-max-bs`), and a
    keyword of `Engine(...)` or `ServerArgs(...)` must be a field of
    ServerArgs, so `cuda_graph_max_bs=256` is a TypeError.

    ## Fix safety
    Report only: what the option meant depends on the build it was written
    for. Other unknown options are not judged (benchmark entry points take
    options of their own). Judged against SGLang 0.5.22 and later, whose
    option list is bundled.
    """
    if settings.release.first < _KNOWN_SINCE:
        return
    version = settings.release.version
    for option in site.options:
        if is_server_option(option.name):
            continue
        matches = ambiguous_prefix(option.name)
        if matches:
            could = ", ".join(f"--{match}" for match in matches)
            refused = f"ambiguous in SGLang {version} (it could match {could}; argparse refuses it)"
            message = f"{_named(site, option, refused)}: spell the option out"
        elif "hisparse" in option.name:
            refused = f"not an option of SGLang {version} (argparse refuses it)"
            message = (
                f"{_named(site, option, refused)}; remove it or run the build it was written for"
            )
        else:
            continue
        yield Finding("HSF104", message, option.span, Severity.UNFIXABLE)


def _named(site: LaunchSite, option: Option, refused: str) -> str:
    """What refuses the option, as its reader sees it: a flag; a `--config` key,
    which SGLang passes as `--key`; another key, which is refused as a flag and,
    passed as a keyword, is no field of ServerArgs (a TypeError)."""
    flag = f"--{option.name}"
    if site.style is Style.ARGV:
        return f"{flag} is {refused}"
    key = option.written or option.name
    if site.config_file:
        return f"`{key}` becomes --{key}, which is {refused}"
    field = option.name.replace("-", "_")
    return f"`{key}`: ServerArgs has no field {field} (a TypeError), and {flag} is {refused}"
