"""Settings written as Python source: names in the spelling already used, values as
Python values or string literals in the quotes around them."""

from __future__ import annotations

import re

from hisparse_fix.formats.python.literals import Literal, encode
from hisparse_fix.vocabulary.sites import Span

_NUMBER = re.compile(r"-?\d+(\.\d*)?([eE][-+]?\d+)?")


def spelled(name: str, written: str, separator: str = "_") -> str:
    """A dashed option name in the spelling of `written`: its leading dashes and its
    `-` or `_` between words (`separator` when `written` shows neither)."""
    body = written.lstrip("-")
    dashes = written[: len(written) - len(body)]
    if "-" in body and "_" not in body:
        separator = "-"
    elif "_" in body and "-" not in body:
        separator = "_"
    return dashes + name.replace("-", separator)


def string_literal(value: str, quote: str = '"') -> str:
    """`value` as a plain string literal in `quote`."""
    literal = Literal(Span(0, 0), Span(0, 0), "", quote)
    written = encode(value, literal)
    assert written is not None  # a plain literal holds any text
    return quote + written + quote


def python_value(value: str, quote: str = '"') -> str:
    """A setting's value as Python source: booleans and numbers bare, else a string."""
    lowered = value.strip().lower()
    if lowered in {"true", "false"}:
        return lowered.capitalize()
    if _NUMBER.fullmatch(value.strip()):
        return value.strip()
    return string_literal(value, quote)
