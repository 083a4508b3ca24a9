"""Spans found by the text they overlap, without asking each of them.

Consensus asks which edits a launch's text touches, the shell reader which readers
read a launch's text: both over every launch of a file. Sorted by start, only the spans
that start before the end of the text looked up, and not too long before its start, can
overlap it; the few long ones (a heredoc, a whole command) are asked each time.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Sequence

from hisparse_fix.vocabulary.sites import Span

_LONG = 1024
"""Spans longer than this are kept apart and asked for every look-up."""


def overlap(first: Span, second: Span) -> bool:
    """Whether two spans share text; an empty span overlaps only itself (two
    insertions at one place)."""
    if first == second:
        return True
    return first.start < second.end and second.start < first.end


class SpanIndex:
    """The positions of `spans` in their sequence, found by a span they overlap."""

    def __init__(self, spans: Sequence[Span]) -> None:
        indexed = list(enumerate(spans))
        self._long = [(index, span) for index, span in indexed if span.end - span.start > _LONG]
        self._short = sorted(
            ((index, span) for index, span in indexed if span.end - span.start <= _LONG),
            key=lambda pair: pair[1].start,
        )
        self._starts = [span.start for _, span in self._short]

    def overlapping(self, span: Span) -> list[int]:
        """The positions of the spans that overlap `span`, in order."""
        low = bisect_left(self._starts, span.start - _LONG)
        high = bisect_right(self._starts, span.end)
        return sorted(
            index
            for index, candidate in (*self._short[low:high], *self._long)
            if overlap(candidate, span)
        )
