"""A Python file parsed with libcst, with node spans as character offsets."""

from __future__ import annotations

import ast
import re
import warnings
from bisect import bisect_right

import libcst as cst
from libcst.metadata import ByteSpanPositionProvider, MetadataWrapper

from hisparse_fix.formats.errors import ParseError
from hisparse_fix.formats.offsets import CharOffsets
from hisparse_fix.sites import Span

_SURROGATES = re.compile("[\ud800-\udfff]")


class Source:
    """The text, parsed; libcst's UTF-8 byte offsets are turned into character offsets.

    libcst reads a BOM-less, surrogate-free copy: a leading BOM is skipped and
    undecodable bytes (kept as surrogates) stand in as U+FFFD, one character
    each, so character offsets are the same in both.
    """

    def __init__(self, text: str) -> None:
        self.text = text
        self.bom = 1 if text.startswith("\ufeff") else 0
        body = _SURROGATES.sub("\ufffd", text[self.bom :])
        self.module = _parse(body)
        wrapper = MetadataWrapper(self.module, unsafe_skip_copy=True)
        self._positions = wrapper.resolve(ByteSpanPositionProvider)
        self._offsets = CharOffsets(body)
        self._newlines: list[int] | None = None

    def _char(self, byte_offset: int) -> int:
        return self._offsets.char(byte_offset) + self.bom

    def span(self, node: cst.CSTNode) -> Span:
        position = self._positions[node]
        return Span(self._char(position.start), self._char(position.start + position.length))

    def line(self, offset: int) -> int:
        """The 1-based line of a character offset, by a search: a file asks this for
        every branch and read, and counting newlines each time is quadratic."""
        if self._newlines is None:
            self._newlines = [match.start() for match in re.finditer("\n", self.text)]
        return bisect_right(self._newlines, offset - 1) + 1


def _parse(body: str) -> cst.Module:
    _refuse_deep_nesting(body)
    try:
        return cst.parse_module(body)
    except cst.ParserSyntaxError as error:
        first_line = str(error.message).splitlines()[0] if error.message else "invalid syntax"
        line, column, message = _syntax_error(body, error.raw_line, error.raw_column + 1)
        message = message or f"libcst cannot read it ({first_line})"
    except (ValueError, RecursionError, MemoryError) as error:
        line, column, message = _syntax_error(body, 1, 1)
        message = message or f"libcst cannot read it ({type(error).__name__})"
    raise ParseError(line, column, f"could not parse Python: {message}")


def _refuse_deep_nesting(body: str) -> None:
    """ParseError for code nested too deeply for libcst, whose native parser overflows
    its stack (the process dies) from a few thousand levels; CPython's own parser
    refuses such input cleanly, so it is asked first."""
    try:
        _python_ast(body)
    except (RecursionError, MemoryError):
        raise ParseError(1, 1, "too deeply nested to read") from None
    except SyntaxError as error:
        if "too many nested" in str(error.msg):
            raise ParseError(error.lineno or 1, error.offset or 1, str(error.msg)) from None
    except (ValueError, UnicodeError):  # libcst reports it, with its position
        return


def _python_ast(body: str) -> None:
    with warnings.catch_warnings():  # the file's own invalid escapes are not ours to report
        warnings.simplefilter("ignore")
        ast.parse(body)


def _syntax_error(body: str, line: int, column: int) -> tuple[int, int, str]:
    """Python's own message and position, clearer than libcst's; no message when
    Python reads the file (then only libcst cannot)."""
    try:
        _python_ast(body)
    except SyntaxError as error:
        return error.lineno or line, error.offset or column, error.msg
    except (ValueError, RecursionError, MemoryError):
        pass
    return line, column, ""
