"""Words that name a platform: `case $GPU in mi300x|*rocm*)`, `os.getenv("USE_ROCM")`,
an image `lmsysorg/sglang:v0.5.23-rocm700-mi30x`, `--device /dev/kfd`.

One vocabulary for every place that tells a platform from what a file writes: shell
branches (`flow`), Python environment switches (`python.platforms`), and the signs
written with a launch (`platform_signs`).
"""

from __future__ import annotations

import re

_WORDS = re.compile(r"[a-z0-9]+")
_PLATFORM_WORDS = {
    "rocm": re.compile(r"rocm\w*|hip|amd|instinct|kfd|aiter|mi\d{3}[a-z]?|mi\d{2}x|gfx\d\w*"),
    "cuda": re.compile(r"cuda|nvidia"),
    "cpu": re.compile(r"cpu"),
    "xpu": re.compile(r"xpu|intel"),
    "npu": re.compile(r"npu|ascend\w*|davinci\d*"),
    "hpu": re.compile(r"hpu|gaudi|habana"),
    "musa": re.compile(r"musa"),
    "mps": re.compile(r"mps"),
}


def platform_named(text: str) -> tuple[str, str] | None:
    """The platform a pattern or test names and the word that names it; None when it
    names none. One naming several is for none of them alone: `""` then."""
    found: dict[str, str] = {}
    for word in _WORDS.findall(text.lower()):
        for platform, pattern in _PLATFORM_WORDS.items():
            if pattern.fullmatch(word):
                found.setdefault(platform, word)
    if not found:
        return None
    if len(found) > 1:
        return "", next(iter(found.values()))
    return next(iter(found.items()))


AMD_TOOLS = re.compile(r"(?<![\w.-])(?:amd-smi|rocm-smi|rocminfo)(?![\w.-])")
"""Programs that only a machine with AMD GPUs has: a script or notebook that runs one
(`command -v amd-smi || exit 1`, `!rocm-smi`) is written for that machine."""


def amd_tools(text: str) -> tuple[str, ...]:
    """The AMD GPU tools `text` runs, each once."""
    return tuple(dict.fromkeys(match.group() for match in AMD_TOOLS.finditer(text)))
