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
    "mps": re.compile(r"mps|osx|darwin|macos"),
}


PLATFORM_UNKNOWN = "the platform this launch runs on (CPU or GPU) is not known"
"""What a note says when something the tool cannot read may switch the CPU engine on."""

ROCM_VARIABLES = frozenset({"SGLANG_USE_AITER"})
"""Variables that only SGLang's ROCm code paths read (the runtime's are `ROCM_PREFIXES`)."""

ROCM_PREFIXES = ("SGLANG_ROCM_", "SGLANG_AITER_", "MIOPEN_", "RCCL_", "HSA_", "HIP_", "ROCR_")
"""Prefixes of variables only ROCm reads: its runtime (`HSA_OVERRIDE_GFX_VERSION`,
`ROCR_VISIBLE_DEVICES`), HIP (`HIP_VISIBLE_DEVICES`), and the libraries SGLang uses there."""

SIGNED_PLATFORMS: dict[str, tuple[str, ...]] = {
    "rocm": ROCM_PREFIXES,
    "xpu": ("ZE_", "ONEAPI_", "SYCL_"),
    "npu": ("ASCEND_", "HCCL_"),
    "mps": (),
}
"""Platforms a launch's own words may show, with the prefixes of the variables only
that platform's runtime reads: Intel's Level Zero and oneAPI (`ZE_AFFINITY_MASK`),
Ascend's CANN (`ASCEND_RT_VISIBLE_DEVICES`, `HCCL_...`); a Mac only by its words (pixi's
`[target.osx-arm64.tasks]`)."""


def platform_variable(name: str) -> bool:
    """Whether an environment variable's being set tells the platform a launch runs on
    (a variable only ROCm, XPU or an Ascend NPU reads)."""
    return name in ROCM_VARIABLES or any(
        name.startswith(prefixes) for prefixes in SIGNED_PLATFORMS.values()
    )


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
