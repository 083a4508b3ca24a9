"""Text tree-sitter-bash cannot read but bash can: a brace in an expansion's default.

`: "${CFG:={\"top_k\":2048}}"` and `X="${X-{\"k\": 64}}"` are valid bash (the
expansion ends at the first `}` outside quotes), but tree-sitter-bash stops at
the inner `{`. Such a default word is replaced, for the parser only, by a
command substitution of the same length (`$(:      )`), so the rest of the
script is read and the expansion stands for a value the tool does not know.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from hisparse_fix.vocabulary.sites import Span

_START = re.compile(r"\$\{([A-Za-z_][A-Za-z0-9_]*)(:?[-=+?])")


class Recovered(NamedTuple):
    """An expansion whose default word the parser was not shown."""

    span: Span
    """The whole `${NAME...}` expansion, in characters."""
    name: str
    assigns: bool
    """`${NAME:=WORD}` / `${NAME=WORD}` set NAME."""


def brace_defaults(text: str) -> tuple[str, tuple[Recovered, ...]]:
    """`text` with the default words that hold a brace blanked for the parser (same
    length, same UTF-8 length), and where they are."""
    chars = list(text)
    found: list[Recovered] = []
    for match in _START.finditer(text):
        word_start = match.end()
        end = _closing(text, word_start)
        if end is None or "{" not in text[word_start:end]:
            continue
        word = text[word_start:end]
        inside = any(item.span.start <= match.start() < item.span.end for item in found)
        if inside or len(word) < 2 or "\n" in word or not word.isascii():
            continue
        chars[word_start:end] = _filler(word)
        operator = match.group(2)
        found.append(Recovered(Span(match.start(), end + 1), match.group(1), "=" in operator))
    return "".join(chars), tuple(found)


def _closing(text: str, index: int) -> int | None:
    """Where the expansion ends: the first `}` outside quotes and escapes."""
    quote = ""
    while index < len(text):
        char = text[index]
        if char == "\\" and quote != "'":
            index += 2
            continue
        if quote:
            if char == quote:
                quote = ""
        elif char in "'\"":
            quote = char
        elif char == "}":
            return index
        index += 1
    return None


def _filler(word: str) -> str:
    """Text the parser reads as an unknown value, as long as `word`."""
    if len(word) < 4:
        return "$_" + "_" * (len(word) - 2)
    return "$(:" + " " * (len(word) - 4) + ")"
