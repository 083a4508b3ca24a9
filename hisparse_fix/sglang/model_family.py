"""The model a launch serves, as its `--model-path` (or `--model`) shows it.

SGLang's HiSparse checks depend on the model's family (`is_deepseek_dsa`,
`is_deepseek_v4`, `is_minimax_sparse` on its `config.json`), on GLM-5 (a backend
pick of its own) and on learnable attention sinks (`learnable_sink`). Which
architectures each family test names is a release fact
(`matrix/model-architectures.txt`, written from each release's source); which
families a release runs HiSparse on is another (`Release.hisparse_models`).

The tool reads the model from the path's `config.json` when the path is a local
folder (absolute, `~`, or relative to the working directory, as SGLang resolves
it), and otherwise from its name, which is a hint: a model the tool cannot
identify is judged as a DSA model, which every release runs.
"""

from __future__ import annotations

import json
import os
import re
from functools import cache
from pathlib import Path
from stat import S_ISREG
from typing import NamedTuple

from hisparse_fix.sglang.matrix import Release, Version, bundled_text, parse_version
from hisparse_fix.vocabulary import outside
from hisparse_fix.vocabulary.sites import LaunchSite, Option

OTHER = "other"
"""A family with no DeepSeek Sparse Attention variant: no release runs HiSparse on it."""

_NAMED_FAMILIES = (
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
"""Families a model name shows, first match wins."""

_GLM_5_NAME = re.compile(r"(?<![a-z0-9])glm-?5(?![0-9])", re.IGNORECASE)
_GLM_5_ARCHITECTURES = frozenset({"GlmMoeDsaForCausalLM", "GlmMoeDsaForCausalLMNextN"})
"""GLM-5, which a release picks a backend for by its architecture (SM120 with fp8)."""

_SINK_DEFAULTS = {"hy_v4": True}
"""`learnable_sink` where a config.json leaves it out: the config class's default."""

FAMILY_NAMES = {
    "dsa": "DSA models (DeepSeek V3.2, GLM-5)",
    "deepseek-v4": "DeepSeek V4",
    "minimax-m3": "MiniMax M3",
}
"""How SGLang's assertion names each family HiSparse runs on."""


class Model(NamedTuple):
    """What the tool knows of the model a launch serves."""

    family: str | None
    """A `matrix.MODEL_FAMILIES` name, `OTHER`, or None: not identified (judged DSA)."""
    option: Option
    """The option that names the model."""
    shown_by: str
    """What tells the family: the part of the name (`Qwen`), or the config's
    architecture (`config.json: Qwen3ForCausalLM`)."""
    glm5: bool = False
    learnable_sink: bool = False
    """The config has learnable DSA attention sinks (bfloat16 and flashmla_sparse only)."""
    from_config: bool = False


def identify(site: LaunchSite, release: Release) -> Model | None:
    """The model the launch serves; None when no model option is read."""
    option = site.last("model-path") or site.last("model")
    if option is None or option.dynamic or not option.value:
        return None
    config = _config(option.value.strip())
    if config is not None:
        return _from_config(option, config, release)
    return _from_name(option)


def family_of(site: LaunchSite, release: Release) -> str | None:
    """The family alone (None: judged as a DSA model)."""
    model = identify(site, release)
    return None if model is None else model.family


def pick_model(site: LaunchSite, release: Release) -> str | None:
    """The model a release's GPU backend picks are keyed by (`glm-5`), or None."""
    model = identify(site, release)
    return "glm-5" if model is not None and model.glm5 else None


def runs_hisparse_on(families: frozenset[str]) -> str:
    """`DSA models (DeepSeek V3.2, GLM-5), DeepSeek V4 and MiniMax M3`, as a release has it."""
    names = [FAMILY_NAMES[family] for family in FAMILY_NAMES if family in families]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _from_name(option: Option) -> Model:
    assert option.value is not None
    glm5 = _GLM_5_NAME.search(option.value) is not None
    for family, pattern in _NAMED_FAMILIES:
        match = pattern.search(option.value)
        if match is not None:
            return Model(family, option, match.group(0), glm5=glm5)
    return Model(None, option, "", glm5=glm5)


def _from_config(option: Option, config: dict, release: Release) -> Model:
    """SGLang's own tests on the config: the first architecture, and for DSA `index_topk`."""
    architectures = config.get("architectures") or [None]
    architecture = architectures[0]
    if not isinstance(architecture, str):
        return Model(None, option, "")
    family = architecture_families(parse_version(release.version)).get(architecture, OTHER)
    if family == "dsa" and config.get("index_topk") is None:
        family = OTHER  # DeepSeek V3 or R1: the DSA test also asks for an indexer
    sink = config.get("learnable_sink", _SINK_DEFAULTS.get(config.get("model_type"), False))
    return Model(
        family,
        option,
        f"config.json: {architecture}",
        glm5=architecture in _GLM_5_ARCHITECTURES,
        learnable_sink=bool(sink) and family == "dsa",
        from_config=True,
    )


def _config(path: str) -> dict | None:
    """The `config.json` of a local model folder, or None (a hub id, or unreadable)."""
    config = Path(path).expanduser() / "config.json"
    written = os.path.join(path, "config.json")  # as written: found from the current folder
    try:
        found = config.stat()  # one call a rule asks: the hub ids most launches name miss here
    except (OSError, ValueError):
        outside.note(written, None)
        return None
    outside.note(written, found)
    if not S_ISREG(found.st_mode):
        return None
    return _read_config(str(config.absolute()), found.st_mtime_ns)


@cache
def _read_config(path: str, mtime_ns: int) -> dict | None:
    """Read once per version of the file (the modification time is part of the key)."""
    try:
        loaded = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return loaded if isinstance(loaded, dict) else None


@cache
def architecture_families(version: Version) -> dict[str, str]:
    """Architecture -> family, as the release's family tests name them."""
    found: dict[str, str] = {}
    text = bundled_text("model-architectures.txt")
    for line in text.splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        architecture, family, first, last = line.split()
        if parse_version(first) <= version and (last == "-" or version <= parse_version(last)):
            found[architecture] = family
    return found
