"""Apply span replacements to text, last first, so earlier spans stay valid."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from itertools import pairwise

from hisparse_fix.sites import Edit, EditKind, Span


class OverlappingEditsError(ValueError):
    """Two edits touch the same text: applying both would corrupt it."""


@dataclass(frozen=True)
class Replacement:
    span: Span
    text: str | None
    """The new text; None removes the span, widened by the adapter's rule."""


def dedupe_edits(edits: Iterable[Edit]) -> list[Edit]:
    """One edit per option: repeats from sites sharing an array collapse, removal wins."""
    chosen: dict[Span, Edit] = {}
    for edit in edits:
        current = chosen.get(edit.option.span)
        if current is None or (
            edit.kind is not EditKind.SET_VALUE and current.kind is EditKind.SET_VALUE
        ):
            chosen[edit.option.span] = edit
    return list(chosen.values())


def apply_replacements(
    text: str,
    replacements: Sequence[Replacement],
    widen_removal: Callable[[str, Span], Span],
) -> str:
    """Apply from the end of the text backwards; a removal is widened on the text as it is then."""
    ordered = sorted(replacements, key=lambda r: (r.span.start, r.span.end), reverse=True)
    for later, earlier in pairwise(ordered):
        if earlier.span.end > later.span.start:
            raise OverlappingEditsError(f"edits overlap at offsets {earlier.span} and {later.span}")
    for replacement in ordered:
        if replacement.text is None:
            span = widen_removal(text, replacement.span)
            text = text[: span.start] + text[span.end :]
        else:
            span = replacement.span
            text = text[: span.start] + replacement.text + text[span.end :]
    return text
