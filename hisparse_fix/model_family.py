"""The model family a launch serves, as its `--model-path` (or `--model`) names it.

SGLang's HiSparse checks depend on the family (`is_deepseek_dsa`, `is_deepseek_v4`,
`is_minimax_sparse`), and which families a release runs HiSparse on is a release
fact (`Release.hisparse_models`). The name is a hint, not the model's config: a
model the tool cannot identify is judged as a DSA model, which every release runs.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from hisparse_fix.sites import LaunchSite, Option

OTHER = "other"
"""A family with no DeepSeek Sparse Attention variant: no release runs HiSparse on it."""

_FAMILIES = (
    ("deepseek-v4", re.compile(r"deepseek[-_ .]?v4", re.IGNORECASE)),
    ("minimax-m3", re.compile(r"minimax[-_ .]?m3", re.IGNORECASE)),
    ("dsa", re.compile(r"deepseek[-_ .]?v3[-_ .]?2|glm[-_ .]?5", re.IGNORECASE)),
    (
        OTHER,
        re.compile(
            r"(?<![a-z0-9])(qwen|llama|codellama|mistral|mixtral|gemma|phi-?\d|falcon|gpt2|"
            r"gpt-oss|internlm|baichuan|starcoder|vicuna|olmo|granite|command-r|yi-\d)",
            re.IGNORECASE,
        ),
    ),
)

FAMILY_NAMES = {
    "dsa": "DSA models (DeepSeek V3.2, GLM-5)",
    "deepseek-v4": "DeepSeek V4",
    "minimax-m3": "MiniMax M3",
}
"""How SGLang's assertion names each family HiSparse runs on."""


@dataclass(frozen=True)
class Identified:
    family: str
    """A `matrix.MODEL_FAMILIES` name, or `OTHER`."""
    option: Option
    """The option that names the model."""
    matched: str
    """The part of the name that tells the family (`Qwen`, `DeepSeek-V4`)."""


def model_family(site: LaunchSite) -> Identified | None:
    """The family the written model name shows; None when it shows none (judged DSA)."""
    for name in ("model-path", "model"):
        option = site.last(name)
        if option is None or option.dynamic or not option.value:
            continue
        for family, pattern in _FAMILIES:
            match = pattern.search(option.value)
            if match is not None:
                return Identified(family, option, match.group(0))
        return None
    return None


def family_of(site: LaunchSite) -> str | None:
    """The family name alone (None: judged as a DSA model)."""
    identified = model_family(site)
    return None if identified is None else identified.family


def runs_hisparse_on(families: frozenset[str]) -> str:
    """`DSA models (DeepSeek V3.2, GLM-5), DeepSeek V4 and MiniMax M3`, as a release has it."""
    names = [FAMILY_NAMES[family] for family in FAMILY_NAMES if family in families]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
