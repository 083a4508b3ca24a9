"""Argv written as one string and split in Python: `"--enable-hisparse --tp 8".split()`,
`shlex.split(ARGS)`.

The words are read where each is written inside the string, so a value or a
flag's name can be changed in place; a word cannot be removed or added there
(the adapter refuses, and the finding says so). A string that holds a whole
shell launch command is the shell adapter's (`commands`), and `shlex.split`
of a string with quotes, escapes or a comment is not read (its words are not
the string's blanks-apart parts). A module constant's words are read, never
written through (see `Resolver.constant`).
"""

from __future__ import annotations

import re
from collections.abc import Callable

import libcst as cst

from hisparse_fix.formats.python.literals import Decoded
from hisparse_fix.formats.python.scan_records import dotted
from hisparse_fix.formats.python.strings import decode, is_string
from hisparse_fix.sglang.entry_points import IN_TEXT
from hisparse_fix.vocabulary.sites import Span, Token

_WORD = re.compile(r"\S+")
_SHELL_SYNTAX = re.compile(r"""['"\\#]""")

Source = tuple[cst.BaseExpression, bool, bool]
"""The string split, whether its words may be written back, and whether `shlex` splits it."""


def split_source(
    node: cst.BaseExpression,
    spelled: Callable[[list[str]], list[str]],
    constant: Callable[[cst.BaseExpression], cst.BaseExpression | None],
) -> Source | None:
    """The string `node` splits into argv: `"...".split()` or `shlex.split(...)`."""
    if not isinstance(node, cst.Call):
        return None
    func = node.func
    if isinstance(func, cst.Attribute) and func.attr.value == "split" and not node.args:
        return (func.value, True, False) if is_string(func.value) else None
    if spelled(dotted(func)) != ["shlex", "split"] or len(node.args) != 1:
        return None
    arg = node.args[0]
    if arg.keyword is not None or arg.star:
        return None
    if is_string(arg.value):
        return arg.value, True, True
    held = constant(arg.value)
    return (held, False, True) if held is not None and is_string(held) else None


def split_words(
    source: Source, text: str, span_of: Callable[[cst.CSTNode], Span]
) -> list[tuple[Token, Decoded | None]] | None:
    """Each word as a token, with its decoded text when it may be written back; None
    when the string is not read here."""
    string, writable, by_shlex = source
    decoded = decode(string, text, span_of, shell_view=False)
    if decoded is None or any(decoded.dynamic) or IN_TEXT.search(decoded.text):
        return None
    if by_shlex and _SHELL_SYNTAX.search(decoded.text):
        return None
    words = []
    for match in _WORD.finditer(decoded.text):
        start, end = match.span()
        word = Decoded(
            match.group(),
            decoded.starts[start:end],
            decoded.ends[start:end],
            decoded.owners[start:end],
            decoded.dynamic[start:end],
            decoded.literals,
        )
        span = Span(word.starts[0], word.ends[-1])
        words.append((Token(word.text, span, word.offsets()), word if writable else None))
    return words
