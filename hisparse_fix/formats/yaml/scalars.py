"""Where each character of a YAML string's value is written in the source.

PyYAML gives a scalar's value and the range it is written in, not where
each character of the value comes from. Quotes, escapes, line folding and
block indentation make the two differ; this map lets a change to the value
be written as a change to the source. The map is checked against PyYAML's
value, and a string it does not reproduce is not edited.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from hisparse_fix.formats.shell_text.command import span_through
from hisparse_fix.vocabulary.sites import Span

_ESCAPES = {
    "0": "\0", "a": "\a", "b": "\b", "t": "\t", "\t": "\t", "n": "\n", "v": "\v", "f": "\f",
    "r": "\r", "e": "\x1b", " ": " ", '"': '"', "/": "/", "\\": "\\", "N": "\x85",
    "_": "\xa0", "L": "\u2028", "P": "\u2029",
}  # fmt: skip
_HEX = {"x": 2, "u": 4, "U": 8}
_HEADER = re.compile(r"[|>]([1-9]?)([+-]?)([1-9]?)[ \t]*(?:#.*)?")
_BLANK = " \t"


class Chars(NamedTuple):
    """A string's value and, per character, the source range `[starts[i], ends[i])`."""

    value: str
    starts: tuple[int, ...]
    ends: tuple[int, ...]
    style: str
    """`plain`, `'`, `"`, `|` or `>`."""
    indent: str = ""
    """A block scalar's indentation, written before each new line of it."""

    def source(self, span: Span) -> Span:
        """The source range that writes `value[span.start:span.end]`; for an empty
        span, the point right after the character before it."""
        return span_through(span, self.starts.__getitem__, self.ends.__getitem__, self._point)

    def _point(self, offset: int) -> int:
        if offset > 0:
            return self.ends[offset - 1]
        return self.starts[0] if self.starts else 0


class _Out:
    def __init__(self) -> None:
        self.chars: list[str] = []
        self.starts: list[int] = []
        self.ends: list[int] = []

    def add(self, char: str, start: int, end: int) -> None:
        self.chars.append(char)
        self.starts.append(start)
        self.ends.append(end)

    def trim(self) -> None:
        """Drop the blanks at the end of a line before it folds."""
        while self.chars and self.chars[-1] in _BLANK:
            self.chars.pop()
            self.starts.pop()
            self.ends.pop()


def characters(text: str, span: Span, style: str | None, value: str) -> Chars | None:
    """The character map of the scalar written at `span`, or None where it does not
    give PyYAML's `value`."""
    style = style or "plain"
    if style in "|>":
        chars = _block(text, span, style)
    else:
        quoted = style in "'\""
        inner = Span(span.start + 1, span.end - 1) if quoted else span
        chars = _flow(text, inner, style)
    return chars if chars is not None and chars.value == value else None


def _line_break(text: str, at: int) -> int:
    """The length of the line break at `at` (0 if none)."""
    if text.startswith("\r\n", at):
        return 2
    return 1 if text[at : at + 1] in ("\n", "\r") else 0


def _flow(text: str, span: Span, style: str) -> Chars | None:
    out = _Out()
    at = span.start
    while at < span.end:
        char = text[at]
        width = _line_break(text, at)
        if width:
            at = _fold(text, at, span.end, out)
        elif style == "'" and text.startswith("''", at):
            out.add("'", at, at + 2)
            at += 2
        elif style == '"' and char == "\\":
            escaped = _escape(text, at, span.end, out)
            if escaped is None:
                return None
            at = escaped
        else:
            out.add(char, at, at + 1)
            at += 1
    return Chars("".join(out.chars), tuple(out.starts), tuple(out.ends), style)


def _fold(text: str, at: int, end: int, out: _Out) -> int:
    """A line break inside a flow scalar: one space, or a newline per empty line
    after it, each written by the whole run of breaks and blanks."""
    out.trim()
    start = at
    empty = 0
    at += _line_break(text, at)
    while True:
        while at < end and text[at] in _BLANK:
            at += 1
        width = _line_break(text, at)
        if not width or at >= end:
            break
        empty += 1
        at += width
    for _ in range(empty):
        out.add("\n", start, at)
    if not empty:
        out.add(" ", start, at)
    return at


def _escape(text: str, at: int, end: int, out: _Out) -> int | None:
    """A backslash escape of a double-quoted scalar; a backslash before a line
    break joins the lines without a space."""
    code = text[at + 1 : at + 2]
    if _line_break(text, at + 1):
        after = at + 1 + _line_break(text, at + 1)
        while after < end and text[after] in _BLANK:
            after += 1
        return after
    if code in _ESCAPES:
        out.add(_ESCAPES[code], at, at + 2)
        return at + 2
    if code in _HEX:
        digits = text[at + 2 : at + 2 + _HEX[code]]
        try:
            out.add(chr(int(digits, 16)), at, at + 2 + len(digits))
        except ValueError:
            return None
        return at + 2 + len(digits)
    return None


def _block(text: str, span: Span, style: str) -> Chars | None:
    """A `|` or `>` block: its lines without their indentation; `>` folds a break
    between two lines of text (not more indented) into a space."""
    header_end = text.find("\n", span.start)
    header = _HEADER.match(text, span.start, header_end if header_end >= 0 else span.end)
    if header is None or header_end < 0:
        return None
    chomp = header.group(2)
    explicit = header.group(1) or header.group(3)
    lines = _lines(text, header_end + 1, span.end)
    if explicit:
        parent = _indent_of_line(text, span.start)
        width = parent + int(explicit)
    else:
        content = [line for line in lines if text[line[0] : line[1]].strip(_BLANK)]
        if not content:
            return None
        first = text[content[0][0] : content[0][1]]
        width = len(first) - len(first.lstrip(" "))
    out = _Out()
    previous_text = False
    previous_more = False
    pending: list[tuple[int, int]] = []
    for start, end, brk in lines:
        line = text[start:end]
        if not line[width:].strip(_BLANK) and len(line) - len(line.lstrip(" ")) <= max(width, 0):
            pending.append((start, brk))
            continue
        body = start + width
        more = text[body : body + 1] in _BLANK
        if out.chars or pending:
            _joined(out, pending, style, previous_text, previous_more or more, body)
        pending = []
        for offset in range(body, end):
            out.add(text[offset], offset, offset + 1)
        out.add("\n", end, brk)
        previous_text, previous_more = True, more
    for start, brk in pending:
        out.add("\n", start, brk)
    _chomp(out, chomp)
    indent = " " * width
    return Chars("".join(out.chars), tuple(out.starts), tuple(out.ends), style, indent)


def _joined(
    out: _Out, empty: list[tuple[int, int]], style: str, after_text: bool, more: bool, body: int
) -> None:
    """The break before a line: `|` keeps it; `>` makes a single break between
    text lines a space (the last newline written stands for it, with the next
    line's indentation, so that removing the space joins the lines)."""
    if style == ">" and after_text and not more and out.chars and out.chars[-1] == "\n":
        if not empty:
            out.chars[-1] = " "
            out.ends[-1] = body
            return
        out.chars.pop()
        out.starts.pop()
        out.ends.pop()
    for start, brk in empty:
        out.add("\n", start, brk)


def _chomp(out: _Out, chomp: str) -> None:
    if chomp == "+":
        return
    while out.chars and out.chars[-1] == "\n":
        out.chars.pop()
        out.starts.pop()
        out.ends.pop()
    if chomp == "" and out.ends:
        out.add("\n", out.ends[-1], out.ends[-1] + 1)


def _lines(text: str, start: int, end: int) -> list[tuple[int, int, int]]:
    """(start, end before the break, end after the break) of each line in `[start, end)`."""
    lines = []
    at = start
    while at < end:
        stop = text.find("\n", at, end)
        if stop < 0:
            line_end = end
            lines.append((at, line_end, line_end))
            break
        content_end = stop - 1 if stop > at and text[stop - 1] == "\r" else stop
        lines.append((at, content_end, stop + 1))
        at = stop + 1
    return lines


def _indent_of_line(text: str, offset: int) -> int:
    line_start = text.rfind("\n", 0, offset) + 1
    line = text[line_start:offset]
    return len(line) - len(line.lstrip(" "))


def encode(value: str, chars: Chars) -> str | None:
    """`value` as it is written inside a scalar of this style, or None if it cannot be."""
    if chars.style == "'":
        return None if "\n" in value else value.replace("'", "''")
    if chars.style == '"':
        if "\n" in value:
            return None
        return value.replace("\\", "\\\\").replace('"', '\\"')
    if chars.style in "|>":
        return value.replace("\n", "\n" + chars.indent)
    return None if "\n" in value else value
