"""Which other site refuses a site's edits: worked out once per effect, the answer is
the one asking every reader of the edit's text in turn gives."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from hisparse_fix.engine.consensus import Effect, _apart, _Others, _Refusal
from hisparse_fix.vocabulary.sites import Span
from hisparse_fix.vocabulary.span_index import overlap

_SPANS = [Span(0, 4), Span(2, 6), Span(10, 14), Span(20, 24)]
_EFFECTS: list[Effect] = [
    (span, kind, value)
    for span in _SPANS
    for kind, value in (("set", "fp8_e4m3"), ("set", "bfloat16"), ("remove", None))
]


def _asking_each(
    index: int,
    proposed: set[Effect],
    effects: list[set[Effect]],
    tolerated: list[set[Effect]],
    readers: dict[Span, list[int]],
    refused: dict[int, _Refusal],
    names: dict[Span, str],
) -> _Refusal | None:
    """The definition: the first reader of each edit's text, effect by effect, that
    neither makes the edit nor runs the same with it, or makes it but is refused."""
    for span, kind, value in sorted(proposed, key=lambda e: (e[0], e[1], e[2] or "")):
        for other in readers[span]:
            if other == index or (span, kind, value) in tolerated[other]:
                continue
            option = names.get(span, "option")
            if (span, kind, value) not in effects[other]:
                different = any(overlap(span, e[0]) for e in effects[other])
                need = "a different change there" if different else "it as it is"
                return _Refusal(other, need, option)
            if other in refused and not _apart(refused[other], option):
                return _Refusal(other, "the same change but cannot have its other fixes", option)
    return None


_refusals = st.one_of(
    st.builds(_Refusal, st.none(), st.just("partial")),
    st.builds(_Refusal, st.integers(0, 5), st.just("it as it is"), st.sampled_from(["a", "b"])),
)


@settings(max_examples=300, deadline=None)
@given(
    st.lists(st.sets(st.sampled_from(_EFFECTS), max_size=4), min_size=1, max_size=6),
    st.data(),
)
def test_the_first_refusal_is_the_one_asking_each_reader_finds(
    effects: list[set[Effect]], data: st.DataObject
) -> None:
    sites = range(len(effects))
    tolerated = [data.draw(st.sets(st.sampled_from(_EFFECTS), max_size=3)) for _ in sites]
    readers = {
        span: sorted(
            data.draw(st.sets(st.sampled_from(list(sites))))
            | {index for index in sites if any(e[0] == span for e in effects[index])}
        )
        for span in {e[0] for proposed in effects for e in proposed}
    }
    refused = data.draw(st.dictionaries(st.sampled_from(list(sites)), _refusals, max_size=3))
    names = [{e[0]: data.draw(st.sampled_from(["a", "b"])) for e in each} for each in effects]
    expected_refused = dict(refused)
    others = _Others(effects, tolerated, readers, refused)
    for _ in range(2):  # a second sweep sees the refusals of the first
        for index, proposed in enumerate(effects):
            if index in refused:
                continue
            found = others.first_refusal(index, proposed, names[index])
            assert found == _asking_each(
                index, proposed, effects, tolerated, readers, expected_refused, names[index]
            )
            if found is not None:
                others.refuse(index, found)
                expected_refused[index] = found
    assert refused == expected_refused
