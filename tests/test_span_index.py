"""The span index: the spans a look-up overlaps, as asking each span would find them."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hisparse_fix.vocabulary.sites import Span
from hisparse_fix.vocabulary.span_index import SpanIndex, overlap


@pytest.mark.parametrize(
    ("first", "second", "overlaps"),
    [
        ((0, 5), (5, 9), False),  # touching: the next word
        ((5, 9), (0, 5), False),
        ((0, 5), (4, 9), True),
        ((4, 9), (0, 5), True),
        ((0, 9), (3, 4), True),  # inside
        ((3, 3), (3, 3), True),  # the same empty span: one place
        ((3, 3), (0, 5), True),  # empty, inside
        ((5, 5), (0, 5), False),  # empty, at the end
        ((0, 0), (0, 5), False),  # empty, at the start: before the word
        ((2, 2), (3, 3), False),
    ],
)
def test_overlaps(first: tuple[int, int], second: tuple[int, int], overlaps: bool) -> None:
    assert overlap(Span(*first), Span(*second)) is overlaps


def _spans(most_length: int) -> st.SearchStrategy[Span]:
    return st.tuples(st.integers(0, 5000), st.integers(0, most_length)).map(
        lambda pair: Span(pair[0], pair[0] + pair[1])
    )


@given(
    st.lists(st.one_of(_spans(40), _spans(3000)), max_size=40),
    st.lists(st.one_of(_spans(40), _spans(3000)), min_size=1, max_size=10),
)
def test_the_index_finds_what_asking_each_span_finds(
    indexed: list[Span], looked_up: list[Span]
) -> None:
    index = SpanIndex(indexed)
    for span in looked_up:
        expected = [position for position, each in enumerate(indexed) if overlap(each, span)]
        assert index.overlapping(span) == expected


def test_a_long_span_far_before_is_found() -> None:
    heredoc = Span(0, 5000)
    index = SpanIndex([Span(10, 20), heredoc, Span(4990, 4995)])
    assert index.overlapping(Span(4900, 4992)) == [1, 2]
