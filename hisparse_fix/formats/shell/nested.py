"""Shell scripts held in a string: `eval "$CMD"`, `bash -c '...'`, `ssh host "..."`.

The string is read as a script where its value is written in one stretch of
the file exactly as it reads (a single-quoted string, a double-quoted one
without escapes or expansions, a variable assigned such a string): the script
is parsed from a copy of the file in which everything else is blank, so every
position in it is the file's own and its launches are edited in place. Any
other string is not read, and says so at the launch it may hold.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from hisparse_fix.formats.shell.source import Source
from hisparse_fix.formats.shell.words import Piece
from hisparse_fix.formats.shell_words import SHELLS

_SHELL_C = re.compile(r"-[A-Za-z]*c[A-Za-z]*")
_SSH_VALUE_OPTIONS = frozenset("BbcDEeFIiJLlmOoPpQRSWw")


class Mode(Enum):
    EVAL = "eval"
    """Runs in the current shell: its variables, and its changes stay."""
    CHILD = "child"
    """A new shell (`bash -c`): the environment only, changes dropped."""
    REMOTE = "remote"
    """Another machine (`ssh`): only what the string itself sets."""


@dataclass(frozen=True)
class Script:
    mode: Mode
    runner: int
    """Index of the word that runs the string (`eval`, `bash`, `ssh`)."""
    words: tuple[Piece, ...]
    """The words that make up the script, joined with blanks as the runner does."""

    def describe(self, pieces: Sequence[Piece]) -> str:
        runner = pieces[self.runner].token.text.rsplit("/", 1)[-1]
        return f"`{runner} -c`" if self.mode is Mode.CHILD else f"`{runner}`"


def script_of(pieces: Sequence[Piece]) -> Script | None:
    """The script a command runs from a string, if it is `eval`, a shell's `-c` or `ssh`."""
    texts = [piece.token.text for piece in pieces]
    if texts and texts[0] == "eval" and len(texts) > 1:
        return Script(Mode.EVAL, 0, tuple(pieces[1:]))
    for index, text in enumerate(texts):
        base = text.rsplit("/", 1)[-1]
        if base in SHELLS:
            option = index + 1
            while option < len(texts) and texts[option].startswith("-"):
                if _SHELL_C.fullmatch(texts[option]) and option + 1 < len(texts):
                    return Script(Mode.CHILD, index, (pieces[option + 1],))
                option += 1
        elif base == "ssh":
            words = _ssh_command(pieces, index + 1)
            if len(words) == 1:
                return Script(Mode.REMOTE, index, tuple(words))
    return None


def _ssh_command(pieces: Sequence[Piece], index: int) -> list[Piece]:
    """The words after `ssh`'s options and host."""
    while index < len(pieces) and pieces[index].token.text.startswith("-"):
        text = pieces[index].token.text
        index += 2 if len(text) == 2 and text[1] in _SSH_VALUE_OPTIONS else 1
    return list(pieces[index + 1 :])


def view(text: str, words: Sequence[Piece]) -> Source | None:
    """The file with only the script's text left in place, or None when the script
    is not written in one stretch exactly as it reads."""
    if not words:
        return None
    offsets: list[int] = []
    chars: list[str] = []
    for number, word in enumerate(words):
        if number:
            offsets.append(offsets[-1] + 1)
            chars.append(" ")
        offsets.extend(word.token.offsets)
        chars.extend(word.token.text)
    if not offsets or offsets[0] < 0:
        return None
    for position, (char, offset) in enumerate(zip(chars, offsets, strict=True)):
        if offset != offsets[0] + position or text[offset : offset + 1] != char:
            return None
    blank = [char if char == "\n" else " " for char in text]
    blank[offsets[0] : offsets[-1] + 1] = chars
    return Source("".join(blank))
