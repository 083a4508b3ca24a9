"""Carry out edits on a script the way a person would by hand."""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import pairwise

from hisparse_fix.formats.text_edits import (
    OverlappingEditsError,
    Replacement,
    apply_replacements,
    dedupe_edits,
)
from hisparse_fix.sites import Edit, EditKind, Span


def apply(text: str, edits: Sequence[Edit]) -> str:
    """A value changes in place inside its quotes. A removed option takes its
    whole line when it stands alone on a continued line (and the `\\` before
    it when it was the last line), else one adjacent run of blanks.
    """
    replacements = []
    for edit in dedupe_edits(edits):
        if edit.kind is EditKind.SET_VALUE:
            assert edit.option.value_span is not None and edit.value is not None
            replacements.append(Replacement(edit.option.value_span, edit.value))
        else:
            replacements.append(Replacement(_whole(text, edit.option.parts), None))
    return apply_replacements(text, replacements, removal_span)


def _whole(text: str, parts: Sequence[Span]) -> Span:
    """The option's words as one span; words written in two places (`--opt "$VALUE"`
    with VALUE assigned elsewhere) cannot be removed as one."""
    for first, second in pairwise(parts):
        between = text[first.end : second.start] if first.end <= second.start else "\x00"
        if between.replace("\\", "").strip():
            raise OverlappingEditsError(f"an option at {parts[0]} is written in two places")
    return Span(parts[0].start, parts[-1].end)


def removal_span(text: str, span: Span) -> Span:
    """What to delete, around an option at `span`, so no blank or dangling `\\` is left."""
    line_start = text.rfind("\n", 0, span.start) + 1
    line_end = text.find("\n", span.end)
    line_end = len(text) if line_end < 0 else line_end
    before = text[line_start : span.start]
    after = text[span.end : line_end].rstrip("\r")
    continued = re.fullmatch(r"[ \t]*\\[ \t]*", after) is not None
    ends_line = re.fullmatch(r"[ \t]*(#.*)?", after) is not None
    if not before.strip() and (continued or ends_line):
        next_line = min(line_end + 1, len(text))
        if continued:
            return Span(line_start, next_line)
        previous = text[: max(line_start - 1, 0)].rstrip("\r")
        if line_start > 0 and previous.endswith("\\"):
            backslash = len(previous) - 1
            blanks = len(previous[:backslash]) - len(previous[:backslash].rstrip(" \t"))
            content_end = line_end - 1 if text[line_end - 1 : line_end] == "\r" else line_end
            return Span(backslash - blanks, content_end)
        return Span(line_start, next_line)
    trailing = len(after) - len(after.lstrip(" \t"))
    if trailing and not (continued or ends_line):
        return Span(span.start, span.end + trailing)
    leading = len(before) - len(before.rstrip(" \t"))
    return Span(span.start - leading, span.end)
