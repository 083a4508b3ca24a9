"""The notebook's JSON, read by the json module with every string's token span kept.

json returns values, not positions. Its pure-Python scanner
(`json.scanner.py_make_scanner`) hands every string value to one hook,
`parse_string(text, index after the opening quote)`, which returns the index
after the closing quote. Wrapping that hook gives each string value the span
of its token while json itself does all the parsing, and its errors keep
json's line and column. The Python scanner is slower than the C one (a
1.8 MB notebook with outputs parses in 0.15 s), and only files that mention
HiSparse are read at all.
"""

from __future__ import annotations

import json
import json.decoder
import json.scanner
import re
from typing import Any

from hisparse_fix.formats.errors import ParseError
from hisparse_fix.vocabulary.sites import Span


class Located(str):
    """A JSON string value that knows where its token is written, quotes included."""

    span: Span


def _located(text: str, index: int, strict: bool) -> tuple[Located, int]:
    value, end = json.decoder.scanstring(text, index, strict)
    located = Located(value)
    located.span = Span(index - 1, end)
    return located, end


class _LocatingDecoder(json.JSONDecoder):
    def __init__(self) -> None:
        super().__init__()
        self.parse_string = _located
        self.scan_once = json.scanner.py_make_scanner(self)


def load(text: str) -> Any:
    """The JSON value, its string values `Located`; a `ParseError` where json stops."""
    try:
        return _LocatingDecoder().decode(text)
    except json.JSONDecodeError as error:
        raise ParseError.at(text, error.pos, f"invalid notebook JSON: {error.msg}") from None
    except RecursionError:
        raise ParseError(1, 1, "invalid notebook JSON: nested too deeply to read") from None


_SIMPLE = {'"': '"', "\\": "\\", "/": "/", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t"}


def char_starts(text: str, token: Located) -> tuple[int, ...]:
    """Where each character of the token's value is written (an escape: its
    backslash), then where the closing quote is; checked against json's value."""
    starts: list[int] = []
    chars: list[str] = []
    index, end = token.span.start + 1, token.span.end - 1
    while index < end:
        starts.append(index)
        if text[index] != "\\":
            chars.append(text[index])
            index += 1
        elif text[index + 1] != "u":
            chars.append(_SIMPLE.get(text[index + 1], "?"))
            index += 2
        else:
            code = int(text[index + 2 : index + 6], 16)
            index += 6
            low = _low_surrogate(text, index) if 0xD800 <= code < 0xDC00 else None
            if low is not None:
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                index += 6
            chars.append(chr(code))
    if "".join(chars) != token:
        raise ParseError(1, 1, f"internal error reading the string at offset {token.span.start}")
    starts.append(end)
    return tuple(starts)


def _low_surrogate(text: str, index: int) -> int | None:
    """A `\\uDC00`-`\\uDFFF` escape at `index`, which json joins with the one before."""
    if not text.startswith("\\u", index):
        return None
    code = int(text[index + 2 : index + 6], 16)
    return code if 0xDC00 <= code < 0xE000 else None


_ESCAPED_NON_ASCII = re.compile(r"\\u(?!00[0-7])[0-9a-fA-F]{4}")


def escapes_non_ascii(text: str) -> bool:
    """Whether the file writes non-ASCII characters as `\\u` escapes
    (`json.dumps`'s `ensure_ascii`); Jupyter writes them as they are."""
    return text.isascii() and _ESCAPED_NON_ASCII.search(text) is not None


def encode(value: str, ensure_ascii: bool) -> str:
    """`value` as a JSON string token, escaped as `json.dumps` writes it."""
    return json.dumps(value, ensure_ascii=ensure_ascii)
