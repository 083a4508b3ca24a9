"""The runs a fixture declares: `# hisparse-fix-test run: NAME=VALUE ... -- ARG ...`.

Each line is one run of the file: environment assignments before `--`,
positional arguments after it, split as the shell would (`shlex`). A file
without such a line has one run, with no arguments. `run (rocm):` declares a run
judged only against the rewrite made for that platform: a machine the other
rewrite was told it never runs on (`--platform cuda`, a file with no ROCm sign).
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass

_DECLARATION = re.compile(
    r"^[ \t]*#[ \t]*hisparse-fix-test run(?:[ \t]*\(([a-z]+)\))?:(.*?)\r?$", re.MULTILINE
)
_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


@dataclass(frozen=True)
class Run:
    env: tuple[tuple[str, str], ...] = ()
    args: tuple[str, ...] = ()
    only: str | None = None
    """The one platform whose rewrite this run judges; None: every rewrite."""

    def judges(self, platform: str) -> bool:
        """Whether this run judges the rewrite made for `platform`."""
        return self.only in (None, platform)

    @property
    def label(self) -> str:
        """The run as its declaration spells it, for test ids and messages."""
        words = [f"{name}={shlex.quote(value)}" for name, value in self.env]
        if self.args:
            words += ["--", *(shlex.quote(arg) for arg in self.args)]
        return " ".join(words) or "no args"


class DeclarationError(ValueError):
    """A run line the harness cannot read; the fixture's author must fix it."""


def runs_of(text: str) -> tuple[Run, ...]:
    runs = tuple(_parse(match.group(2), match.group(1)) for match in _DECLARATION.finditer(text))
    return runs or (Run(),)


def _parse(declaration: str, only: str | None = None) -> Run:
    try:
        words = shlex.split(declaration)
    except ValueError as error:
        raise DeclarationError(f"cannot split run line {declaration!r}: {error}") from None
    split = words.index("--") if "--" in words else len(words)
    env = []
    for word in words[:split]:
        name, sep, value = word.partition("=")
        if not sep or not _NAME.fullmatch(name):
            raise DeclarationError(f"{word!r} in run line {declaration!r} is not NAME=VALUE")
        env.append((name, value))
    return Run(tuple(env), tuple(words[split + 1 :]), only)
