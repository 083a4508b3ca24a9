"""Spans found by the text they overlap, without asking each of them.

Consensus asks which edits a launch's text touches, the shell reader which readers
read a launch's text: both over every launch of a file. The spans are kept in classes
of like length (lengths within a power of two), each sorted by start: in a class, only
the spans that start before the end of the text looked up, and no further before its
start than the class's longest span is long, can overlap it. A fixed window would ask
every span near a look-up (hundreds of call sites at a script's end); a class of long
spans (a heredoc, a whole command) holds few.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from typing import NamedTuple

from hisparse_fix.vocabulary.sites import Span


def overlap(first: Span, second: Span) -> bool:
    """Whether two spans share text; an empty span overlaps only itself (two
    insertions at one place)."""
    if first == second:
        return True
    return first.start < second.end and second.start < first.end


class _Class(NamedTuple):
    """Spans of like length, sorted by start, with their positions."""

    longest: int
    starts: list[int]
    members: list[tuple[int, Span]]


class SpanIndex:
    """The positions of `spans` in their sequence, found by a span they overlap."""

    def __init__(self, spans: Sequence[Span]) -> None:
        grouped: dict[int, list[tuple[int, Span]]] = {}
        for index, span in enumerate(spans):
            grouped.setdefault((span.end - span.start).bit_length(), []).append((index, span))
        self._classes = []
        for members in grouped.values():
            members.sort(key=lambda pair: pair[1].start)
            longest = max(span.end - span.start for _, span in members)
            starts = [span.start for _, span in members]
            self._classes.append(_Class(longest, starts, members))

    def overlapping(self, span: Span) -> list[int]:
        """The positions of the spans that overlap `span`, in order."""
        found = []
        for each in self._classes:
            low = bisect_left(each.starts, span.start - each.longest)
            high = bisect_right(each.starts, span.end)
            found += [
                index for index, candidate in each.members[low:high] if overlap(candidate, span)
            ]
        return sorted(found)
