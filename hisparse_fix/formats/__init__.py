"""Format adapters, and which one reads a file.

Each adapter module has `find_sites(text) -> list[LaunchSite]` and
`apply(text, edits) -> str`, and knows nothing of rules. It is imported only
when a file of its format needs parsing.

Every fact that tells formats apart lives on its `Format` record below: the
file names it claims, the programs that run it, the Markdown fence languages
that hold it, how its bytes decode, how standard input is recognised as it.
The modules that dispatch on formats (`sniff`, `codec`, the CLI's help, the
Markdown, notebook and Dockerfile readers) read them from here, so adding a
format is its adapter module plus one entry in `FORMATS`.
"""

from __future__ import annotations

import fnmatch
import importlib
import os
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cached_property
from pathlib import PurePath
from typing import TYPE_CHECKING, Any, Literal, Protocol

if TYPE_CHECKING:
    from hisparse_fix.vocabulary.sites import Edit, LaunchSite


class Adapter(Protocol):
    """What the engine needs of a format: its sites, and edits carried out."""

    def find_sites(self, text: str) -> list[LaunchSite]: ...

    def apply(self, text: str, edits: Sequence[Edit]) -> str: ...


Decoding = Literal["bytes", "utf-8", "coding-line"]
"""How a file's bytes become text (see `hisparse_fix.formats.codec`): losslessly as bytes, as
UTF-8 only (its specification says so), or by a PEP 263 coding line."""


def _anything(text: str) -> bool:
    return True


@dataclass(frozen=True)
class Format:
    """How to tell a file of this format, and its adapter module, imported on first use.

    Telling formats apart costs nothing: a run over clean files never imports
    libcst, tree-sitter or a YAML parser.
    """

    name: str
    """The adapter module (or package) of this package, and the fixtures folder."""
    title: str
    """How messages and help name the format (`TOML files must be UTF-8`)."""
    suffixes: tuple[str, ...]
    filenames: tuple[str, ...] = ()
    """Glob patterns for whole file names (`Dockerfile`, `Dockerfile-cuda`, `Containerfile.*`)."""
    programs: str = ""
    """A pattern of the program names that run a file of this format (`bash`, `python3.11`),
    matched against a `#!` line and the program a Dockerfile heredoc is given to."""
    fences: tuple[str, ...] = ()
    """Markdown fence languages whose blocks are in this format (` ```yaml `)."""
    container: bool = False
    """It holds blocks of other formats, and is not read as a block inside another file
    (a `%%writefile README.md` cell, a Markdown fence): it has no `fences`."""
    decoding: Decoding = "bytes"
    plausible: Callable[[str], bool] = _anything
    """A cheap guard for sniffing standard input: False for text it plainly is not."""
    language_ids: tuple[str, ...] = ()
    """The LSP language ids an editor gives a document of this format, for a document
    whose name does not say (an unsaved buffer)."""
    starts_threads: bool = False
    """Its parser starts threads of its own on first use (the Dockerfile parser's Go
    runtime). A process that has used it is no longer forked from, as a lock one of those
    threads holds would stay held in the child (`starter.single_threaded`), so a warm-up
    before forking leaves it out."""

    def find_sites(self, text: str) -> list[LaunchSite]:
        return self._adapter().find_sites(text)

    def apply(self, text: str, edits: Sequence[Edit]) -> str:
        return self._adapter().apply(text, edits)

    def _adapter(self) -> Any:
        return importlib.import_module(f"{__name__}.{self.name}")

    def runs_as(self, program: str) -> bool:
        """Whether `program` (a path or a name) runs a file of this format."""
        name = program.rsplit("/", 1)[-1]
        return bool(self.programs) and re.fullmatch(self.programs, name) is not None

    @cached_property
    def shebang(self) -> re.Pattern[str] | None:
        """A `#!` line that runs one of `programs`, directly or through `env`."""
        if not self.programs:
            return None
        return re.compile(rf"#!\s*\S*\b(?:env\s+(?:-\S+\s+)*)?(?:{self.programs})\b")


def _notebook_like(text: str) -> bool:
    return text.lstrip("\ufeff \t\r\n").startswith("{") and '"cells"' in text


_YAML_NODE = re.compile(r"^[ \t]*(?:---|[-?](?:[ \t]|$)|[{\[]|[^\s#][^\n]*?:(?:[ \t]|$))", re.M)
"""A line that starts a YAML collection: a `key:`, a `- item`, a flow `{`/`[`, or `---`."""


def _yaml_like(text: str) -> bool:
    """A script or Dockerfile is one plain YAML scalar; a YAML file has a collection."""
    return _YAML_NODE.search(text) is not None


def _markdown_like(text: str) -> bool:
    return "```" in text or "~~~" in text


def _dockerfile_like(text: str) -> bool:
    stripped = text.lstrip("\ufeff \t\r\n")
    first = next(
        (line for line in stripped.splitlines() if line.strip() and not line.startswith("#")),
        "",
    )
    return first.split(" ", 1)[0].upper() in {"FROM", "ARG"}


FORMATS = (
    Format(
        "notebook",
        "notebook",
        (".ipynb",),
        container=True,
        decoding="utf-8",
        plausible=_notebook_like,
    ),
    Format(
        "python",
        "Python",
        (".py", ".pyi"),
        programs=r"python[0-9.]*",
        fences=("python", "py", "python3"),
        decoding="coding-line",
        language_ids=("python",),
    ),
    Format(
        "toml",
        "TOML",
        (".toml",),
        fences=("toml",),
        decoding="utf-8",
        language_ids=("toml",),
    ),
    Format(
        "yaml",
        "YAML",
        (".yaml", ".yml"),
        fences=("yaml", "yml"),
        decoding="utf-8",
        plausible=_yaml_like,
        language_ids=("yaml",),
    ),
    Format(
        "dockerfile",
        "Dockerfile",
        (".dockerfile", ".containerfile"),
        filenames=(
            "Dockerfile",
            "Dockerfile[-._]*",
            "Containerfile",
            "Containerfile[-._]*",
        ),
        fences=("dockerfile", "containerfile", "docker"),
        plausible=_dockerfile_like,
        language_ids=("dockerfile",),
        starts_threads=True,
    ),
    Format(
        "markdown",
        "Markdown",
        (".md", ".markdown", ".mdx"),
        container=True,
        plausible=_markdown_like,
        language_ids=("markdown",),
    ),
    Format(
        "shell",
        "shell",
        (".sh", ".bash"),
        programs="sh|bash|zsh|dash|ksh",
        fences=("bash", "sh", "shell", "zsh"),
        language_ids=("shellscript", "sh", "bash"),
    ),
)
"""Every format, in the order standard input is sniffed as them (see `hisparse_fix.formats.sniff`):
most particular first (a notebook is JSON, Python and TOML have strict grammars,
shell accepts almost anything). Each `name` is a module (or package) of this package
with `find_sites(text) -> list[LaunchSite]` and `apply(text, edits)`."""

BY_NAME = {fmt.name: fmt for fmt in FORMATS}


def by_fence(language: str) -> Format | None:
    """The format of a Markdown fence's language (lowercased), if one reads it."""
    return next((fmt for fmt in FORMATS if language in fmt.fences), None)


def by_language(language_id: str) -> Format | None:
    """The format an editor's LSP language id names (`Format.language_ids`), if any."""
    return next((fmt for fmt in FORMATS if language_id in fmt.language_ids), None)


def by_program(program: str) -> Format | None:
    """The format of a script that `program` (a path or a name) runs, if one reads it."""
    return next((fmt for fmt in FORMATS if fmt.runs_as(program)), None)


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


def _name_and_suffix(path: PurePath | str) -> tuple[str, str]:
    """A path's last name and its suffix lowercased, as `PurePath` tells them, without
    building one: a walk asks this of every file it finds."""
    name = os.path.basename(os.fspath(path).rstrip("/"))
    dot = name.rfind(".")
    if dot <= 0 or dot == len(name) - 1 or name.lstrip(".") == "":
        return name, ""
    return name, name[dot:].lower()


def may_have_shebang(path: PurePath | str) -> bool:
    """Whether a file that no suffix claims is worth reading the first line of."""
    return _name_and_suffix(path)[1] not in DATA_SUFFIXES


def format_for(path: PurePath | str, head: str = "") -> Format | None:
    """The adapter for a file, by suffix, else by the shebang on its first line.

    A suffix no adapter claims does not rule a script out: `serve-dsv3.2` and
    `start.server` are launch scripts named with a dot.
    """
    name, suffix = _name_and_suffix(path)
    found = _BY_SUFFIX.get(suffix)
    if found is not None:
        return found
    for fmt in FORMATS:
        if fmt.filenames and any(fnmatch.fnmatchcase(name, glob) for glob in fmt.filenames):
            return fmt
    first_line = head.lstrip("\ufeff").split("\n", 1)[0]
    if suffix in DATA_SUFFIXES or not first_line.startswith("#!"):
        return None
    for fmt in FORMATS:
        if fmt.shebang is not None and fmt.shebang.match(first_line):
            return fmt
    return None


_BY_SUFFIX = {suffix: fmt for fmt in reversed(FORMATS) for suffix in fmt.suffixes}
"""Each suffix's format (the first format to claim it, as `FORMATS` are ordered)."""
