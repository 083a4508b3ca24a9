"""Python string literals as text: the value they hold, where each character was
written, and how to write new text back in the same quoting.

Edits land inside a literal, so every character of a string's value keeps the
source range it came from (an escape like `\\t` is two source characters for one
value character). Nothing here needs a parse tree: a literal is its span, prefix
and quote, so both readers of Python (`quick` and the libcst `scan`) share it.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from typing import NamedTuple

from hisparse_fix.formats.shell_text.command import span_through
from hisparse_fix.vocabulary.sites import Span

PLACEHOLDER = "${HISPARSE_FIX_FIELD}"
"""What an f-string field reads as in the shell view: an expansion the shell adapter
treats as unknown."""

_SIMPLE_ESCAPES = {
    "\\": "\\",
    "'": "'",
    '"': '"',
    "a": "\a",
    "b": "\b",
    "f": "\f",
    "n": "\n",
    "r": "\r",
    "t": "\t",
    "v": "\v",
}
_HEX_ESCAPES = {"x": 2, "u": 4, "U": 8}
_OCTAL = re.compile(r"[0-7]{1,3}")
_NAMED = re.compile(r"N\{([^}]*)\}")
_ESCAPES = re.compile(r"[\\\r]")
_BRACES_OR_ESCAPES = re.compile(r"[\\\r{}]")
"""The characters `unescape` looks at one by one (braces only in an f-string's text)."""


class Literal(NamedTuple):
    """One string literal as written: its whole span, the span between its quotes,
    its (lower-cased) prefix and its quote."""

    span: Span
    content: Span
    prefix: str
    quote: str

    @property
    def raw(self) -> bool:
        return "r" in self.prefix

    @property
    def formatted(self) -> bool:
        return "f" in self.prefix

    @property
    def triple(self) -> bool:
        return len(self.quote) == 3


@dataclass(frozen=True)
class Decoded:
    """A string expression's value with, per character, the source range it came
    from, the literal it belongs to and whether it is an f-string field."""

    text: str
    starts: tuple[int, ...]
    ends: tuple[int, ...]
    owners: tuple[int, ...]
    dynamic: tuple[bool, ...]
    literals: tuple[Literal, ...]

    def offsets(self) -> tuple[int, ...]:
        """`Token.offsets`: the source offset of each character, -1 for a field."""
        if True not in self.dynamic:
            return self.starts
        return tuple(
            -1 if dyn else start for start, dyn in zip(self.starts, self.dynamic, strict=True)
        )

    def source_span(self, start: int, end: int) -> Span | None:
        """The source range of `text[start:end]` when it is literal text of one literal."""
        if start >= end:
            return None
        if any(self.dynamic[start:end]) or self.owners[start] != self.owners[end - 1]:
            return None
        return Span(self.starts[start], self.ends[end - 1])

    def written_span(self, start: int, end: int) -> Span | None:
        """The source range of `text[start:end]` when each of its characters is written
        as itself, in one literal (no escape, no field): text a rename can replace."""
        span = self.source_span(start, end)
        if span is None or span.end - span.start != end - start:
            return None
        return span

    def point(self, index: int) -> int:
        """The source offset of the boundary before character `index`."""
        if index < len(self.text):
            return self.starts[index]
        if self.text:
            return self.ends[-1]
        return self.literals[0].content.start

    def map_span(self, span: Span) -> Span:
        """A range of the value as a range of the source (empty ranges stay empty)."""
        return span_through(span, self.starts.__getitem__, self.ends.__getitem__, self._before)

    def _before(self, index: int) -> int:
        """Where text inserted before character `index` goes: after the one before it."""
        return self.ends[index - 1] if index > 0 else self.point(0)

    def touches_field(self, span: Span) -> bool:
        return any(self.dynamic[span.start : span.end])


@dataclass
class Builder:
    text: str
    shell_view: bool
    chars: list[str] = field(default_factory=list)
    starts: list[int] = field(default_factory=list)
    ends: list[int] = field(default_factory=list)
    owners: list[int] = field(default_factory=list)
    dynamic: list[bool] = field(default_factory=list)
    owner: int = 0

    def add(self, chars: str, start: int, end: int, dynamic: bool = False) -> None:
        count = len(chars)
        self.chars.extend(chars)
        self.starts.extend([start] * count)
        self.ends.extend([end] * count)
        self.owners.extend([self.owner] * count)
        self.dynamic.extend([dynamic] * count)

    def add_each(self, start: int, stop: int) -> None:
        """`text[start:stop]` as it is written: each character from its own source one."""
        count = stop - start
        self.chars.extend(self.text[start:stop])
        self.starts.extend(range(start, stop))
        self.ends.extend(range(start + 1, stop + 1))
        self.owners.extend([self.owner] * count)
        self.dynamic.extend([False] * count)

    def decoded(self, literals: tuple[Literal, ...]) -> Decoded:
        return Decoded(
            "".join(self.chars),
            tuple(self.starts),
            tuple(self.ends),
            tuple(self.owners),
            tuple(self.dynamic),
            literals,
        )


def decode_plain(text: str, literal: Literal, *, shell_view: bool = False) -> Decoded:
    """The value of one plain (not f-, not bytes) string literal."""
    builder = Builder(text, shell_view)
    unescape(builder, literal.content.start, literal.content.end, literal, braces=False)
    return builder.decoded((literal,))


def unescape(builder: Builder, start: int, end: int, literal: Literal, *, braces: bool) -> None:
    """Python's escape processing over `text[start:end]`, recording source ranges. The
    characters between two that need a look (a backslash, a carriage return, a brace)
    are added as one run."""
    text = builder.text
    special = _BRACES_OR_ESCAPES if braces else _ESCAPES
    index = start
    while index < end:
        found = special.search(text, index, end)
        stop = end if found is None else found.start()
        if stop > index:
            builder.add_each(index, stop)
            index = stop
            continue
        char = text[index]
        following = text[index + 1] if index + 1 < end else ""
        if char == "\r":
            width = 2 if following == "\n" else 1
            builder.add("\n", index, index + width)
            index += width
        elif braces and char in "{}" and following == char:
            builder.add(char, index, index + 2)
            index += 2
        elif char != "\\" or literal.raw or not following:
            builder.add(char, index, index + 1)
            index += 1
        else:
            index = _escape(builder, index, end)


def _escape(builder: Builder, index: int, end: int) -> int:
    """Decode the escape at `index` (a backslash); returns where the next character starts."""
    text = builder.text
    following = text[index + 1]
    if following in "\r\n":
        width = 2 if text.startswith("\r\n", index + 1) else 1
        if builder.shell_view:
            builder.add("\\", index, index + 1)
            builder.add("\n", index + 1, index + 1 + width)
        return index + 1 + width
    if following in _SIMPLE_ESCAPES:
        builder.add(_SIMPLE_ESCAPES[following], index, index + 2)
        return index + 2
    octal = _OCTAL.match(text, index + 1, min(end, index + 4))
    if octal:
        builder.add(chr(int(octal.group(), 8)), index, octal.end())
        return octal.end()
    width = _HEX_ESCAPES.get(following)
    digits = text[index + 2 : index + 2 + width] if width else ""
    if width and len(digits) == width and index + 2 + width <= end:
        try:
            builder.add(chr(int(digits, 16)), index, index + 2 + width)
            return index + 2 + width
        except ValueError:
            pass
    named = _NAMED.match(text, index + 1, end)
    if named:
        try:
            builder.add(unicodedata.lookup(named.group(1)), index, named.end())
            return named.end()
        except KeyError:
            pass
    builder.add("\\", index, index + 1)
    return index + 1


def encode(text: str, literal: Literal) -> str | None:
    """`text` as it must be written inside `literal`, or None if its quoting cannot hold it."""
    out = []
    quote = literal.quote[0]
    for char in text:
        if literal.formatted and char in "{}":
            out.append(char * 2)
        elif literal.raw:
            if char == quote or (char in "\r\n" and not literal.triple):
                return None
            out.append(char)
        elif char == "\\":
            out.append("\\\\")
        elif char == quote:
            out.append("\\" + char)
        elif char == "\n":
            out.append("\n" if literal.triple else "\\n")
        elif char == "\r":
            out.append("\\r")
        else:
            out.append(char)
    written = "".join(out)
    if literal.raw and (len(written) - len(written.rstrip("\\"))) % 2:
        return None
    return written
