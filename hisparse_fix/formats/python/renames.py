"""Renaming an option where its name is written, in the spelling already used.

An argv word keeps its dashes (`"--nsa-decode-backend"` -> `"--dsa-decode-backend"`,
the `=value` or the next item untouched); a key keeps its quotes and its `-` or
`_`; a keyword argument is written with underscores and must stay an identifier.
"""

from __future__ import annotations

import keyword
import re

from hisparse_fix.formats.errors import UnwritableEditError
from hisparse_fix.formats.python.found import Found
from hisparse_fix.formats.python.values import spelled
from hisparse_fix.formats.text_edits import Replacement
from hisparse_fix.vocabulary.sites import Edit

_PLAIN_NAME = re.compile(r"[A-Za-z0-9_-]+")
"""Characters any string literal holds as themselves (no quote, escape or brace)."""


def rename(text: str, found: Found, edit: Edit) -> Replacement:
    option, name = edit.option, edit.name
    assert name is not None
    span = option.name_span
    if span is None or not _PLAIN_NAME.fullmatch(name):
        raise UnwritableEditError(f"the name of --{option.name} is not written in one place")
    written = text[span.start : span.end]
    key = found.keys.get(option.span)
    if key is None:  # an argv word
        return Replacement(span, spelled(name, written, "-"))
    new = spelled(name, written)  # a keyword is written without dashes: so is `new`
    if key.kind == "keyword" and (not new.isidentifier() or keyword.iskeyword(new)):
        raise UnwritableEditError(f"{new!r} cannot be a keyword argument")
    return Replacement(span, new)
