"""All choices of one run, in one frozen value passed explicitly."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from functools import lru_cache
from typing import Any

from hisparse_fix.sglang.matrix import (
    GPUS,
    Release,
    UnknownReleaseError,
    newest,
    parse_version,
    release_for,
    tables,
)


class BackendFix(Enum):
    DROP = "drop"
    """Remove the option and let SGLang pick the backend."""
    REPLACE = "replace"
    """Write the backend SGLang would pick for the platform and dtype."""


KV_CACHE_DTYPE_TARGETS = ("fp8_e4m3", "bfloat16")

SCOPES = ("hisparse", "all")
"""`--scope`: the launches the rules look at. `all` (for a release upgrade) also runs
`EVERY_LAUNCH_RULES` on SGLang launches without HiSparse."""


class _NewestUnlessGiven:
    """The `release` field: the release given, or (given None, the default) the newest
    bundled table, read when first asked for, so that a run whose files hold no
    launch never parses the tables."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.key = f"_{name}"

    def __get__(self, settings: Any, owner: type | None = None) -> Any:
        if settings is None:
            return None  # the field's default
        release = settings.__dict__[self.key]
        return newest() if release is None else release

    def __set__(self, settings: Any, release: Release | None) -> None:
        settings.__dict__[self.key] = release


@dataclass(frozen=True)
class Settings:
    platform: str = "cuda"
    platform_chosen: bool = False
    """`--platform` or a settings file named the platform: it holds even for a launch
    that shows another GPU platform's signs (see `platform_signs`)."""
    release: Release = _NewestUnlessGiven()  # type: ignore[assignment]
    gpu: str | None = None
    """`--gpu`: judge launches on this GPU only; None judges every GPU of the platform."""
    kv_cache_dtype_target: str = "fp8_e4m3"
    backend_fix: BackendFix = BackendFix.DROP
    select: tuple[str, ...] = ("HSF",)
    ignore: tuple[str, ...] = ()
    report_unused_ignores: bool = False
    scope: str = "hisparse"
    """`--scope`: `all` judges the spelling and refused-option rules on every SGLang
    launch, not only on HiSparse ones (`SCOPES`)."""
    """Report `# hisparse-fix: ignore` comments that suppress nothing (`--strict`)."""

    def gpus(self, platform: str) -> tuple[str, ...]:
        """The GPUs a launch on `platform` is judged on: `--gpu` where it is one of the
        platform's, else all of them (none off a GPU)."""
        names = GPUS.get(platform, ())
        return (self.gpu,) if self.gpu in names else names

    def enabled(self, code: str) -> bool:
        """Ruff-style selection: the longest matching prefix decides."""
        return _selected(tuple(self.select), tuple(self.ignore), code)


@lru_cache(maxsize=4096)
def _selected(select: tuple[str, ...], ignore: tuple[str, ...], code: str) -> bool:
    """`Settings.enabled`, worked out once per selection and code: every rule asks it of
    every launch."""
    chosen = max((len(p) for p in select if code.startswith(p)), default=-1)
    ignored = max((len(p) for p in ignore if code.startswith(p)), default=-1)
    return chosen >= 0 and chosen > ignored


def known_release(version: str) -> Release:
    """The table of a named release; one newer than the newest table is refused with the
    releases known (it used to run the newest table's rules under its own name)."""
    release = release_for(version)
    if parse_version(version) > newest().last:
        known = ", ".join(table.version for table in tables())
        raise UnknownReleaseError(
            f"no table for SGLang {version}: the tables describe releases up to "
            f"{newest().version} ({known}), or use auto"
        )
    return release


def newer_than_tables(release: Release) -> bool:
    """An installed sglang (`auto`) newer than every table: judged by the newest one."""
    return parse_version(release.version) > newest().last
