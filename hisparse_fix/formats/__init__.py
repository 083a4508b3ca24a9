"""Format adapters, and which one reads a file.

Each adapter module has `find_sites(text) -> list[LaunchSite]` and
`apply(text, edits) -> str`, and knows nothing of rules.
"""

from __future__ import annotations

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


ADAPTERS = ("shell", "toml", "python")
"""Modules of this package that are format adapters, in the order they are tried.

Each has `NAME`, `SUFFIXES`, `SHEBANG` (a pattern for the first line of an
extension-less file, or None), `find_sites` and `apply`.
"""


def _load(module_name: str) -> Format:
    module = importlib.import_module(f"{__name__}.{module_name}")
    return Format(module.NAME, module.SUFFIXES, module.SHEBANG, module.find_sites, module.apply)


FORMATS = tuple(_load(name) for name in ADAPTERS)
BY_NAME = {fmt.name: fmt for fmt in FORMATS}


def format_for(path: PurePath | str, head: str = "") -> Format | None:
    """The adapter for a file, by suffix, else by the shebang of an extension-less file."""
    name = PurePath(path).name
    suffix = PurePath(name).suffix.lower()
    for fmt in FORMATS:
        if suffix in fmt.suffixes:
            return fmt
    first_line = head.lstrip("\ufeff").split("\n", 1)[0]
    if suffix or not first_line.startswith("#!"):
        return None
    for fmt in FORMATS:
        if fmt.shebang is not None and fmt.shebang.match(first_line):
            return fmt
    return None
