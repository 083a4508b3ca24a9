"""All choices of one run, in one frozen value passed explicitly."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from hisparse_fix.matrix import Release, newest


class BackendFix(Enum):
    DROP = "drop"
    """Remove the option and let SGLang pick the backend."""
    REPLACE = "replace"
    """Write the backend SGLang would pick for the platform and dtype."""


KV_CACHE_DTYPE_TARGETS = ("fp8_e4m3", "bfloat16")


@dataclass(frozen=True)
class Settings:
    platform: str = "cuda"
    release: Release = field(default_factory=newest)
    kv_cache_dtype_target: str = "fp8_e4m3"
    backend_fix: BackendFix = BackendFix.DROP
    select: tuple[str, ...] = ("HSF",)
    ignore: tuple[str, ...] = ()
    report_unused_ignores: bool = False
    """Report `# hisparse-fix: ignore` comments that suppress nothing (`--strict`)."""

    def enabled(self, code: str) -> bool:
        """Ruff-style selection: the longest matching prefix decides."""
        selected = max((len(p) for p in self.select if code.startswith(p)), default=-1)
        ignored = max((len(p) for p in self.ignore if code.startswith(p)), default=-1)
        return selected >= 0 and selected > ignored
