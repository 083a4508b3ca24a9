"""An ignore comment as the engine finds it and HSF900 reports it, named by both."""

from __future__ import annotations

from typing import NamedTuple

from hisparse_fix.vocabulary.sites import Span


class Ignore(NamedTuple):
    """One comment: where it is written and the codes it names (None: every code)."""

    line: int
    span: Span
    codes: tuple[str, ...] | None
