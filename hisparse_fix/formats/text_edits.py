"""Apply span replacements to text, last first, so earlier spans stay valid."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from itertools import pairwise
from typing import NamedTuple

from hisparse_fix.formats.errors import OverlappingEditsError
from hisparse_fix.formats.offsets import line_and_column
from hisparse_fix.vocabulary.sites import Edit, EditKind, Span


class Replacement(NamedTuple):
    span: Span
    text: str | None
    """The new text; None removes the span, widened by the adapter's rule."""


_REMOVALS = frozenset({EditKind.REMOVE, EditKind.DISABLE})


def dedupe_edits(edits: Iterable[Edit]) -> list[Edit]:
    """Repeats from sites sharing text collapse to one edit of each kind per option
    (several ADDs after one anchor stay, in order); a removal of an option makes its
    other edits moot."""
    chosen: dict[tuple[Span, EditKind, str | None], Edit] = {}
    for edit in edits:
        key = (edit.option.span, edit.kind, edit.name if edit.kind is EditKind.ADD else None)
        chosen.setdefault(key, edit)
    removed = {edit.option.span for edit in chosen.values() if edit.kind in _REMOVALS}
    return [
        edit
        for edit in chosen.values()
        if edit.kind in _REMOVALS or edit.kind is EditKind.ADD or edit.option.span not in removed
    ]


def apply_replacements(
    text: str,
    replacements: Sequence[Replacement],
    widen_removal: Callable[[str, Span], Span],
) -> str:
    """Apply from the end of the text backwards; a removal is widened on the text as it is then.
    The same replacement asked twice (launches that read one value, each changing it the
    same way) is made once."""
    unique = dict.fromkeys(replacements)
    ordered = sorted(unique, key=lambda r: (r.span.start, r.span.end), reverse=True)
    for later, earlier in pairwise(ordered):
        if earlier.span.end > later.span.start:
            raise OverlappingEditsError(
                f"two edits change the same text, at {_place(text, later.span.start)}"
            )
    for replacement in ordered:
        if replacement.text is None:
            span = widen_removal(text, replacement.span)
            text = text[: span.start] + text[span.end :]
        else:
            span = replacement.span
            text = text[: span.start] + replacement.text + text[span.end :]
    return text


def _place(text: str, offset: int) -> str:
    line, column = line_and_column(text, offset)
    return f"line {line}, column {column}"


def lines_after(text: str, offset: int, lines: Sequence[str]) -> Replacement:
    """New lines after the line that `offset` is on, with that line's line ending."""
    line_end = text.find("\n", offset)
    if line_end < 0:
        ending = "\r\n" if "\r\n" in text else "\n"
        return Replacement(Span(len(text), len(text)), "".join(ending + line for line in lines))
    ending = "\r\n" if text[line_end - 1 : line_end] == "\r" else "\n"
    at = line_end + 1
    return Replacement(Span(at, at), "".join(line + ending for line in lines))
