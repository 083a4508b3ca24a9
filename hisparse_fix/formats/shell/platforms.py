"""Branches written for one platform: `case $GPU in mi300x|*rocm*) ...`, `if is_hip`.

The tool judges a launch for its `--platform` (CUDA by default); a run that
goes through a branch whose pattern or test names another platform runs there,
so the text that branch writes is read by something the tool does not model
when `--platform` is another one (see `Reader.platform`).
"""

from __future__ import annotations

import re

_WORDS = re.compile(r"[a-z0-9]+")
_PLATFORM_WORDS = {
    "rocm": re.compile(r"rocm\w*|hip|amd|instinct|kfd|mi\d{3}[a-z]?|gfx\d\w*"),
    "cuda": re.compile(r"cuda|nvidia"),
    "cpu": re.compile(r"cpu"),
    "xpu": re.compile(r"xpu|intel"),
    "npu": re.compile(r"npu|ascend"),
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
