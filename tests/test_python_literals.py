"""A string literal's value, as the Python readers decode it, is Python's own, and each
character keeps the source range it was written in (edits land there)."""

from __future__ import annotations

import ast
import warnings

from hypothesis import given
from hypothesis import strategies as st

from hisparse_fix.formats.python.literals import Literal, decode_plain
from hisparse_fix.vocabulary.sites import Span

PIECES = [
    "a",
    "Z",
    " ",
    "-",
    "{",
    "}",
    "é",
    "\\\\",
    "\\n",
    "\\t",
    "\\'",
    '\\"',
    "\\x41",
    "\\u00e9",
    "\\U0001F600",
    "\\101",
    "\\7",
    "\\N{BULLET}",
    "\\q",
    "\\\n",
    "\r\n",
    "\r",
]
"""Plain characters, every kind of escape, an unknown one, line breaks (in a
triple-quoted literal)."""


def _python_value(source: str) -> object:
    """The value Python reads, without its warning about an unknown escape (`\\q`)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", (DeprecationWarning, SyntaxWarning))
        return ast.literal_eval(source)


def _literal(prefix: str, body: str) -> tuple[str, Literal]:
    source = f"x = {prefix}'''{body}'''\n"
    start = source.index("'''")
    content = Span(start + 3, start + 3 + len(body))
    return source, Literal(Span(start - len(prefix), content.end + 3), content, prefix, "'''")


@given(
    prefix=st.sampled_from(["", "r"]),
    pieces=st.lists(st.sampled_from(PIECES), max_size=12),
)
def test_a_literal_decodes_to_pythons_value(prefix: str, pieces: list[str]) -> None:
    body = "".join(pieces)
    if prefix == "r" and body.endswith("\\"):
        body += " "  # a raw literal cannot end with a lone backslash
    source, literal = _literal(prefix, body)
    try:
        expected = _python_value(source[literal.span.start : literal.span.end])
    except (SyntaxError, ValueError):
        return  # `\N{...}` and the like that Python refuses: nothing to compare
    decoded = decode_plain(source, literal)
    assert decoded.text == expected
    for index, char in enumerate(decoded.text):
        written = source[decoded.starts[index] : decoded.ends[index]]
        assert literal.content.start <= decoded.starts[index] < decoded.ends[index]
        assert decoded.ends[index] <= literal.content.end
        if written in ("\r\n", "\r"):
            assert char == "\n"  # a line break is one, however it is written
        elif prefix == "r" or len(written) == 1:
            assert written == char  # written as itself
        else:
            assert _python_value(f"'{written}'") == char  # an escape, on its own


@given(st.lists(st.sampled_from(PIECES), max_size=12))
def test_each_character_comes_from_the_source_after_the_one_before(pieces: list[str]) -> None:
    source, literal = _literal("", "".join(pieces))
    try:
        _python_value(source[literal.span.start : literal.span.end])
    except (SyntaxError, ValueError):
        return
    decoded = decode_plain(source, literal)
    for before, after in zip(decoded.ends, decoded.starts[1:], strict=False):
        assert before <= after  # in order, never overlapping
