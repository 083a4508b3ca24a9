"""A file's bytes to the text its adapter reads, and that text back to the same bytes.

Which decoding holds is the format record's `decoding`: shell scripts, Dockerfiles
and Markdown are edited as bytes (any byte that is not UTF-8, such as a latin-1
comment, survives as it was); Python honours a PEP 263 coding line; TOML, YAML and
notebooks are UTF-8 by their specifications, so a file that is not is an error. A
UTF-8 BOM stays in the text (as U+FEFF) and so in the output.
"""

from __future__ import annotations

import codecs
import io
import re
from typing import NamedTuple

from hisparse_fix.formats import BY_NAME
from hisparse_fix.formats.errors import ParseError

LOSSLESS = "surrogateescape"
"""UTF-8 with every other byte kept as a lone surrogate, and written back as that byte."""

_COOKIE = re.compile(rb"^[ \t\f]*#.*?coding[:=][ \t]*([-\w.]+)")


class Codec(NamedTuple):
    """How a file's text was decoded, so that it is encoded back the same way."""

    encoding: str = "utf-8"
    errors: str = LOSSLESS

    def encode(self, text: str) -> bytes:
        return text.encode(self.encoding, self.errors)


BYTES = Codec()
"""UTF-8 where it is, any other byte kept as it is."""


def decode(data: bytes, format_name: str) -> tuple[str, Codec]:
    """The text of a file of `format_name`, and how to write it back (its record's
    `decoding`); ParseError if the format requires an encoding the bytes are not in."""
    fmt = BY_NAME.get(format_name)
    decoding = "bytes" if fmt is None else fmt.decoding
    if fmt is not None and decoding == "utf-8":
        return _strict(data, Codec("utf-8", "strict"), f"{fmt.title} files must be")
    if decoding == "coding-line":
        codec = python_codec(data)
        if codec is not BYTES:
            return _strict(data, codec, "its coding line declares")
    return data.decode(BYTES.encoding, BYTES.errors), BYTES


def python_codec(data: bytes) -> Codec:
    """PEP 263: a coding line in the first two lines names the codec; UTF-8 (with or
    without a BOM) and no coding line are read losslessly as bytes."""
    try:
        import tokenize  # only for Python files

        encoding, _ = tokenize.detect_encoding(io.BytesIO(data).readline)
    except SyntaxError as error:
        line = _cookie_line(data)
        if line is None:  # no coding line: bytes that are not UTF-8 are kept as they are
            return BYTES
        raise ParseError(line, 1, f"bad coding line: {error}") from None
    if codecs.lookup(encoding).name in {"utf-8", "utf-8-sig"}:
        return BYTES
    return Codec(encoding, "strict")


def _cookie_line(data: bytes) -> int | None:
    """The line (1 or 2) of a coding line, if there is one."""
    for number, line in enumerate(data.split(b"\n", 2)[:2], start=1):
        if _COOKIE.match(line):
            return number
    return None


def _strict(data: bytes, codec: Codec, why: str) -> tuple[str, Codec]:
    try:
        return data.decode(codec.encoding, codec.errors), codec
    except UnicodeDecodeError as error:
        line, column = byte_position(data, error.start)
        name = "UTF-8" if codec.encoding == "utf-8" else codec.encoding
        message = f"not {name} (byte 0x{data[error.start]:02x}): {why} {name}"
        raise ParseError(line, column, message) from None


def byte_position(data: bytes, offset: int) -> tuple[int, int]:
    """1-based line and column (in characters) of a byte offset."""
    line_start = data.rfind(b"\n", 0, offset) + 1
    column = len(data[line_start:offset].decode("utf-8", "replace")) + 1
    return data.count(b"\n", 0, offset) + 1, column
