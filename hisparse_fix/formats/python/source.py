"""A Python file parsed with libcst, with node spans as character offsets."""

from __future__ import annotations

import ast
import re
import warnings
from bisect import bisect_left, bisect_right

import libcst as cst

from hisparse_fix.formats.errors import ParseError
from hisparse_fix.formats.offsets import line_and_column
from hisparse_fix.formats.python.spans import char_spans
from hisparse_fix.vocabulary.sites import Span

_SURROGATES = re.compile("[\ud800-\udfff]")


class Source:
    """The text, parsed, with each node's span in characters of the text (`spans`).

    libcst reads a BOM-less, surrogate-free copy: a leading BOM is skipped and
    undecodable bytes (kept as surrogates) stand in as U+FFFD, one character
    each, so character offsets are the same in both. libcst drops a form feed
    that starts a line (its code, and so its offsets, lack it): offsets past
    one are moved on by the form feeds dropped before them.
    """

    def __init__(self, text: str) -> None:
        self.text = text
        self.bom = 1 if text.startswith("\ufeff") else 0
        body = _SURROGATES.sub("\ufffd", text[self.bom :])
        self.module = _parse(body)
        try:
            self._spans = char_spans(self.module)
        except (RecursionError, KeyError):  # libcst's codegen ran out of stack
            raise ParseError(1, 1, "could not parse Python: nested too deeply to read") from None
        code = self.module.code if "\f" in body else body
        self._dropped = _dropped_form_feeds(body, code)
        self._newlines: list[int] | None = None

    def _char(self, offset: int, *, start: bool) -> int:
        """The offset in the text of an offset in libcst's code: a start (after any
        dropped form feed there) or an end (before it)."""
        if self._dropped:
            offset += (bisect_right if start else bisect_left)(self._dropped, offset)
        return offset + self.bom

    def span(self, node: cst.CSTNode) -> Span:
        start, end = self._spans[id(node)]
        return Span(self._char(start, start=True), self._char(end, start=False))

    def line(self, offset: int) -> int:
        """The 1-based line of a character offset, by a search: a file asks this for
        every branch and read, and counting newlines each time is quadratic."""
        if self._newlines is None:
            self._newlines = [match.start() for match in re.finditer("\n", self.text)]
        return bisect_right(self._newlines, offset - 1) + 1


def _dropped_form_feeds(body: str, code: str) -> list[int]:
    """Where in `code` (libcst's text of the module) a form feed of `body` is missing;
    ParseError if the two differ otherwise, since no offset could then be trusted."""
    if code == body:
        return []
    dropped: list[int] = []
    at = 0
    for char in body:
        if at < len(code) and code[at] == char:
            at += 1
        elif char == "\f":
            dropped.append(at)
        else:
            break
    else:
        if at == len(code):
            return dropped
    message = "could not parse Python: libcst does not read this file as written"
    raise ParseError(*line_and_column(body, at + len(dropped)), message)


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
    raise ParseError.placed(body, line, column, f"could not parse Python: {message}")


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
            line, column = error.lineno or 1, error.offset or 1
            raise ParseError.placed(body, line, column, str(error.msg)) from None
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
