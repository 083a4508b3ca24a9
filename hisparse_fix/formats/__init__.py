"""Format adapters, and which one reads a file.

Each adapter module has `find_sites(text) -> list[LaunchSite]` and
`apply(text, edits) -> str`, and knows nothing of rules. It is imported only
when a file of its format needs parsing.
"""

from __future__ import annotations

import fnmatch
import importlib
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import PurePath
from typing import Any, Protocol

from hisparse_fix.sites import Edit, LaunchSite


class Adapter(Protocol):
    """What the engine needs of a format: its sites, and edits carried out."""

    def find_sites(self, text: str) -> list[LaunchSite]: ...

    def apply(self, text: str, edits: Sequence[Edit]) -> str: ...


@dataclass(frozen=True)
class Format:
    """How to tell a file of this format, and its adapter module, imported on first use.

    Telling formats apart costs nothing: a run over clean files never imports
    libcst, tree-sitter or a YAML parser.
    """

    name: str
    suffixes: tuple[str, ...]
    shebang: re.Pattern[str] | None = None
    filenames: tuple[str, ...] = ()
    """Glob patterns for whole file names (`Dockerfile`, `Dockerfile-cuda`, `Containerfile.*`)."""

    def find_sites(self, text: str) -> list[LaunchSite]:
        return self._adapter().find_sites(text)

    def apply(self, text: str, edits: Sequence[Edit]) -> str:
        return self._adapter().apply(text, edits)

    def _adapter(self) -> Any:
        return importlib.import_module(f"{__name__}.{self.name}")


_SHELLS = re.compile(r"#!\s*\S*\b(?:env\s+(?:-\S+\s+)*)?(?:ba|z|k|da)?sh\b")
_PYTHONS = re.compile(r"#!\s*\S*\b(?:env\s+(?:-\S+\s+)*)?python[0-9.]*\b")

FORMATS = (
    Format("shell", (".sh", ".bash"), _SHELLS),
    Format("toml", (".toml",)),
    Format("python", (".py", ".pyi"), _PYTHONS),
    Format("yaml", (".yaml", ".yml")),
    Format("markdown", (".md", ".markdown", ".mdx")),
    Format("notebook", (".ipynb",)),
    Format(
        "dockerfile",
        (".dockerfile", ".containerfile"),
        filenames=(
            "Dockerfile",
            "Dockerfile[-._]*",
            "Containerfile",
            "Containerfile[-._]*",
        ),
    ),
)
"""Every format, in the order they are tried; each `name` is a module (or package)
of this package with `find_sites(text) -> list[LaunchSite]` and `apply(text, edits)`."""

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
