"""Shell command words other formats hand over: which program is a shell, and where
its `-c` script is (`bash -lc SCRIPT`, `sh -o pipefail -c SCRIPT`)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from hisparse_fix.entry_points import IN_TEXT

SHELLS = frozenset({"sh", "bash", "zsh", "dash", "ksh"})
_SCRIPT_FLAG = re.compile(r"-[a-zA-Z]*c[a-zA-Z]*")
SHELL_VALUE_OPTIONS = frozenset({"-o", "+o", "-O", "+O", "--rcfile", "--init-file"})
"""A shell's options that take the next word as their value (`-o pipefail`)."""
HISPARSE_FLAG = re.compile(r"(?<![\w-])--enable-hisparse(?![\w-])")
"""`--enable-hisparse` as a whole word (not `--enable-hisparse-mtp-hybrid`)."""


def visibly_launches_hisparse(command: str) -> bool:
    """Whether shell text plainly runs SGLang with HiSparse, for a string the shell
    adapter could not read: then it is reported, never passed over."""
    return IN_TEXT.search(command) is not None and HISPARSE_FLAG.search(command) is not None


def is_shell(program: str) -> bool:
    return program.rsplit("/", 1)[-1] in SHELLS


def script_after_options(words: Sequence[str | None], index: int) -> int | None:
    """The index of the script among a shell's options starting at `index`, or None.

    `None` words are ones the caller cannot read.
    """
    while index < len(words):
        word = words[index]
        if word in SHELL_VALUE_OPTIONS:
            index += 2
        elif word is not None and _SCRIPT_FLAG.fullmatch(word):
            return index + 1 if index + 1 < len(words) else None
        elif word is not None and word.startswith(("-", "+")):
            index += 1
        else:
            return None
    return None
