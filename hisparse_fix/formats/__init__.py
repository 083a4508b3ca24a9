"""Format adapters, and which one reads a file.

Each adapter module has `find_sites(text) -> list[LaunchSite]` and
`apply(text, edits) -> str`, and knows nothing of rules.
"""

from __future__ import annotations

import fnmatch
import importlib
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import PurePath

from hisparse_fix.sites import Edit, LaunchSite


@dataclass(frozen=True)
class Format:
    name: str
    suffixes: tuple[str, ...]
    shebang: re.Pattern[str] | None
    find_sites: Callable[[str], list[LaunchSite]]
    apply: Callable[[str, Sequence[Edit]], str]
    filenames: tuple[str, ...] = ()
    """Glob patterns for whole file names (`Dockerfile`, `*.Dockerfile`)."""


ADAPTERS = ("shell", "toml", "python", "yaml", "markdown", "notebook", "dockerfile")
"""Modules of this package that are format adapters, in the order they are tried.

Each has `NAME`, `SUFFIXES`, `SHEBANG` (a pattern for the first line of an
extension-less file, or None), `find_sites` and `apply`; `FILENAMES` if it
reads files by their whole name.
"""


def _load(module_name: str) -> Format:
    module = importlib.import_module(f"{__name__}.{module_name}")
    return Format(
        module.NAME,
        module.SUFFIXES,
        module.SHEBANG,
        module.find_sites,
        module.apply,
        getattr(module, "FILENAMES", ()),
    )


FORMATS = tuple(_load(name) for name in ADAPTERS)
BY_NAME = {fmt.name: fmt for fmt in FORMATS}


DATA_SUFFIXES = frozenset(
    {
        ".json", ".rst", ".txt", ".csv", ".lock", ".ini",
        ".cfg", ".html", ".css", ".js", ".ts", ".c", ".h", ".cc", ".cpp", ".cu", ".rs",
        ".go", ".java", ".png", ".jpg", ".jpeg", ".gif", ".svg", ".pdf", ".pyc", ".so",
        ".whl", ".gz", ".zip", ".tar", ".safetensors", ".bin", ".pt",
    }
)  # fmt: skip
"""Suffixes of files that are never scripts, so their first line is not read for a
shebang. Any other file no suffix claims (`serve-dsv3.2`, `start.server`) may be one."""


def may_have_shebang(path: PurePath | str) -> bool:
    """Whether a file that no suffix claims is worth reading the first line of."""
    return PurePath(path).suffix.lower() not in DATA_SUFFIXES


def format_for(path: PurePath | str, head: str = "") -> Format | None:
    """The adapter for a file, by suffix, else by the shebang on its first line.

    A suffix no adapter claims does not rule a script out: `serve-dsv3.2` and
    `start.server` are launch scripts named with a dot.
    """
    name = PurePath(path).name
    suffix = PurePath(name).suffix.lower()
    for fmt in FORMATS:
        if suffix in fmt.suffixes:
            return fmt
    for fmt in FORMATS:
        if any(fnmatch.fnmatchcase(name, pattern) for pattern in fmt.filenames):
            return fmt
    first_line = head.lstrip("\ufeff").split("\n", 1)[0]
    if not may_have_shebang(name) or not first_line.startswith("#!"):
        return None
    for fmt in FORMATS:
        if fmt.shebang is not None and fmt.shebang.match(first_line):
            return fmt
    return None
