"""TOML strings: their value with the source offset of every character, and new text.

An argv token needs each character's place in the file, so that a value
after `=` inside `"--kv-cache-dtype=fp8_e5m2"` can be rewritten in place.
An escape (`\\u005f`) maps to its backslash; callers only edit a range whose
source reads exactly as its value, so an escape is never cut in two.
"""

from __future__ import annotations

import re

from tomlkit.items import String

from hisparse_fix.vocabulary.sites import DYNAMIC, Span

_SIMPLE_ESCAPES = {
    "b": "\b",
    "t": "\t",
    "n": "\n",
    "f": "\f",
    "r": "\r",
    "e": "\x1b",
    '"': '"',
    "\\": "\\",
}
_HEX_ESCAPES = {"x": 2, "u": 4, "U": 8}
_LINE_ENDING_BACKSLASH = re.compile(r"\\[ \t]*\r?\n[ \t\r\n]*")
_TEMPLATE = re.compile(r"\$\{[^}]*\}|\$\([^)]*\)|\$[A-Za-z_][A-Za-z0-9_]*|\{\{.*?\}\}")
"""`${VAR}`, `$(cmd)`, `$VAR`, `{{ var }}`: filled in by whatever reads the file."""


class StringMappingError(ValueError):
    """The decoded characters disagree with tomlkit's value: never edit such a string."""

    def __init__(self, offset: int) -> None:
        super().__init__(f"cannot map the string at offset {offset}")
        self.offset = offset


def delimiter(text: str, span: Span) -> str:
    """The quotes of the string written at `span`, read from the source itself."""
    quote = text[span.start]
    return quote * 3 if text.startswith(quote * 3, span.start) else quote


def content_span(text: str, span: Span) -> Span:
    """The text between the quotes of the string written at `span`."""
    width = len(delimiter(text, span))
    return Span(span.start + width, span.end - width)


def value_region(text: str, span: Span) -> Span:
    """The text that holds the value: inside the quotes, after the newline TOML trims."""
    inner = content_span(text, span)
    if len(delimiter(text, span)) == 1:
        return inner
    return Span(inner.start + _leading_newline(text, inner.start), inner.end)


def characters(text: str, item: String, span: Span) -> tuple[str, tuple[int, ...]]:
    """The string's value and, for each of its characters, its source offset."""
    chars, starts, _ = source_ranges(text, item, span)
    return chars, starts


def source_ranges(
    text: str, item: String, span: Span
) -> tuple[str, tuple[int, ...], tuple[int, ...]]:
    """The string's value and, for each of its characters, where its source starts
    and ends (an escape is all of its backslash sequence)."""
    inner = value_region(text, span)
    quote = delimiter(text, span)
    if quote.startswith("'"):
        chars = text[inner.start : inner.end]
        starts = tuple(range(inner.start, inner.end))
        ends = tuple(range(inner.start + 1, inner.end + 1))
    else:
        chars, starts, ends = _unescape(text, inner.start, inner.end, multiline=len(quote) == 3)
    if chars != str(item):
        raise StringMappingError(span.start)
    return chars, starts, ends


def template_free(chars: str, offsets: tuple[int, ...]) -> tuple[str, tuple[int, ...]]:
    """Each `${VAR}`-like part replaced by `DYNAMIC`: its value is not known here."""
    out_chars: list[str] = []
    out_offsets: list[int] = []
    position = 0
    for match in _TEMPLATE.finditer(chars):
        out_chars.append(chars[position : match.start()])
        out_offsets.extend(offsets[position : match.start()])
        out_chars.append(DYNAMIC)
        out_offsets.append(-1)
        position = match.end()
    out_chars.append(chars[position:])
    out_offsets.extend(offsets[position:])
    return "".join(out_chars), tuple(out_offsets)


def is_template(value: str) -> bool:
    return _TEMPLATE.search(value) is not None


def _leading_newline(text: str, start: int) -> int:
    """A newline right after `\"\"\"` or `'''` is not part of the value."""
    if text.startswith("\r\n", start):
        return 2
    return 1 if text.startswith("\n", start) else 0


def _unescape(
    text: str, start: int, end: int, multiline: bool
) -> tuple[str, tuple[int, ...], tuple[int, ...]]:
    chars: list[str] = []
    starts: list[int] = []
    ends: list[int] = []
    index = start
    while index < end:
        char = text[index]
        if char != "\\":
            chars.append(char)
            starts.append(index)
            index += 1
            ends.append(index)
            continue
        if multiline:
            trimmed = _LINE_ENDING_BACKSLASH.match(text, index, end)
            if trimmed is not None:
                index = trimmed.end()
                continue
        code = text[index + 1]
        starts.append(index)
        if code in _HEX_ESCAPES:
            width = _HEX_ESCAPES[code]
            chars.append(chr(int(text[index + 2 : index + 2 + width], 16)))
            index += 2 + width
        else:
            chars.append(_SIMPLE_ESCAPES.get(code, code))
            index += 2
        ends.append(index)
    return "".join(chars), tuple(starts), tuple(ends)


def encode(value: str, quote: str) -> str | None:
    """`value` as it is written between `quote`s, or None if that quote cannot hold it.

    Triple quotes keep line breaks as they are; a literal string cannot hold
    its own quote or a control character.
    """
    multiline = len(quote) == 3
    if quote.startswith("'"):
        allowed = "\t\r\n" if multiline else "\t"
        literal_ok = all(char in allowed or (char >= " " and char != "\x7f") for char in value)
        return value if literal_ok and "'" not in value else None
    if multiline:
        return "\n".join(_encode_line(line) for line in value.split("\n"))
    return encode_basic(value)


def _encode_line(line: str) -> str:
    """One line of a multi-line basic string, its `\\r` of a CRLF kept as it is."""
    body = line.removesuffix("\r")
    return encode_basic(body) + line[len(body) :]


def encode_basic(value: str) -> str:
    """`value` as it is written between double quotes."""
    return "".join(_escape(char) for char in value)


def _escape(char: str) -> str:
    if char in ('"', "\\"):
        return "\\" + char
    if char < " " or char == "\x7f":
        named = {"\b": "b", "\t": "t", "\n": "n", "\f": "f", "\r": "r"}.get(char)
        return "\\" + named if named else f"\\u{ord(char):04x}"
    return char
