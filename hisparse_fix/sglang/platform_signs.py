"""Signs written with a launch that it runs on ROCm (or XPU, or an Ascend NPU), where
`--platform` is silent.

SGLang cannot tell ROCm from CUDA by `--device` (both say `cuda`), and neither can
the tool; `--platform` says which. But a launch whose environment sets a variable only
ROCm reads (`HIP_VISIBLE_DEVICES`, `SGLANG_USE_AITER`), or that runs in a ROCm container
image or with `/dev/kfd`, was written for a ROCm machine, and judging it as CUDA would
drop backends ROCm allows. When no platform was chosen, such a launch is judged on both
GPU platforms, each a run of its own, so that an edit is made only where both need it;
the others are reported, naming the variable (see `consensus`). One that names a
backend only ROCm has (`--dsa-decode-backend aiter`) is judged on ROCm alone when
another sign says ROCm, and on both when none does.
"""

from __future__ import annotations

from collections.abc import Iterable

from hisparse_fix.sglang.platform_words import (
    ROCM_VARIABLES,
    SIGNED_PLATFORMS,
    platform_named,
)
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.sites import LaunchSite

_PLATFORM_NAMES = {"rocm": "ROCm", "xpu": "XPU", "npu": "NPU", "mps": "a Mac (MPS)"}

ROCM_ONLY_BACKENDS = frozenset({"aiter", "triton"})
"""DSA attention backends SGLang has only on ROCm: a launch that names one was written
for a ROCm machine."""

_BACKEND_OPTIONS = frozenset(
    {"dsa-prefill-backend", "dsa-decode-backend", "nsa-prefill-backend", "nsa-decode-backend"}
)


def platform_sign(site: LaunchSite) -> tuple[str, str] | None:
    """The platform other than CUDA the launch shows it runs on, and what shows it in
    words (`HIP_VISIBLE_DEVICES` is set); None when it shows none."""
    for name in sorted(site.env):
        if name in ROCM_VARIABLES:
            return "rocm", f"`{name}` is set"
        for platform, prefixes in SIGNED_PLATFORMS.items():
            if name.startswith(prefixes):
                return platform, f"`{name}` is set"
    for word in site.platform_words:
        named = platform_named(word)
        if named is not None and named[0] in SIGNED_PLATFORMS:
            return named[0], f"`{word}` is written with it"
    return None


def _names_cuda(site: LaunchSite) -> bool:
    """Whether the words written with the launch name CUDA (`nvidia.com/gpu`, a `-cu129`
    image): then a backend only ROCm has is a mistake to fix, not a sign."""
    return any(
        (named := platform_named(word)) and named[0] == "cuda" for word in site.platform_words
    )


def rocm_only_backend(site: LaunchSite) -> str | None:
    """The backend option the launch names that SGLang has only on ROCm
    (`--dsa-decode-backend aiter`), as written; None when it names none. With another
    ROCm sign the launch is judged on ROCm alone; without one, on both GPU platforms
    (no backend is dropped on a guess); beside a CUDA sign, on CUDA."""
    for option in site.options:
        if option.name in _BACKEND_OPTIONS and option.value in ROCM_ONLY_BACKENDS:
            return f"`--{option.name} {option.value}`"
    return None


def with_platform_signs(sites: Iterable[LaunchSite], settings: Settings) -> list[LaunchSite]:
    """Each site, and beside a CUDA site that shows another platform's signs the same
    site on that platform, unless a platform was chosen (`--platform`, a settings
    file): then it holds."""
    judged: list[LaunchSite] = []
    for site in sites:
        chosen = settings.platform_chosen or settings.platform != "cuda"
        if any(branch.only for branch in site.branches):
            # The run passed a test naming its platform (`[[ $GPU == amd ]]`): that
            # test, not a sign, says where it runs (`formats.branches`).
            judged.append(site)
            continue
        sign = None if chosen else platform_sign(site)
        backend = None if chosen or _names_cuda(site) else rocm_only_backend(site)
        if backend is not None and sign is not None and sign[0] == "rocm":
            # Two signs agree, one a backend CUDA does not have: the launch is ROCm's.
            why = f"{sign[1]} and {backend} exists only on ROCm; `--platform` says otherwise"
            judged.append(replace(site, platform="rocm", run=f"{site.run} on ROCm ({why})".strip()))
            continue
        if backend is not None and sign is None:
            sign = "rocm", f"{backend} exists only on ROCm"
        if sign is None:
            judged.append(site)
            continue
        platform, why = sign
        words = f"on {_PLATFORM_NAMES[platform]} ({why}; `--platform` says which)"
        judged.append(replace(site, run=f"{site.run} on CUDA".strip()))
        judged.append(replace(site, platform=platform, run=f"{site.run} {words}".strip()))
    return judged
