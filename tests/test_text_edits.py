"""`text_edits`: replacements applied last first, overlaps refused, lines added after a
line with that line's own ending. Before/after pairs on plain text."""

from __future__ import annotations

import pytest

from hisparse_fix.formats.errors import OverlappingEditsError
from hisparse_fix.formats.text_edits import (
    Replacement,
    apply_replacements,
    dedupe_edits,
    lines_after,
)
from hisparse_fix.vocabulary.sites import Edit, EditKind, Option, Span


def _keep(text: str, span: Span) -> Span:
    return span


def _with_blank(text: str, span: Span) -> Span:
    """A removal takes the blank before it (what the shell adapter does)."""
    start = span.start - 1 if span.start and text[span.start - 1] == " " else span.start
    return Span(start, span.end)


def test_replacements_apply_from_the_end_and_touching_ones_are_fine() -> None:
    text = "a --x 1 --y 2"
    replacements = [Replacement(Span(6, 7), "9"), Replacement(Span(7, 7), " --z 3")]
    assert apply_replacements(text, replacements, _keep) == "a --x 9 --z 3 --y 2"
    removal = [Replacement(Span(8, 13), None), Replacement(Span(2, 5), "--w")]
    assert apply_replacements(text, removal, _with_blank) == "a --w 1"


def test_overlapping_replacements_are_refused() -> None:
    with pytest.raises(OverlappingEditsError):
        apply_replacements(
            "abcdef", [Replacement(Span(0, 3), "x"), Replacement(Span(2, 4), "")], _keep
        )


def test_the_same_replacement_asked_twice_is_made_once() -> None:
    """Two launches reading one value each change it the same way: one edit, not an
    overlap; two different values for the same text still overlap."""
    same = [Replacement(Span(3, 11), "fp8_e4m3"), Replacement(Span(3, 11), "fp8_e4m3")]
    assert apply_replacements("KV=fp8_e5m2\n", same, _keep) == "KV=fp8_e4m3\n"
    with pytest.raises(OverlappingEditsError):
        apply_replacements(
            "KV=fp8_e5m2\n",
            [Replacement(Span(3, 11), "fp8_e4m3"), Replacement(Span(3, 11), "bfloat16")],
            _keep,
        )
    with pytest.raises(
        OverlappingEditsError, match=r"^two edits change the same text, at line 1, column 6$"
    ):
        apply_replacements(
            "KV=fp8_e5m2\n", [Replacement(Span(3, 11), "x"), Replacement(Span(5, 9), "y")], _keep
        )


def test_a_replacement_is_a_value() -> None:
    replacement = Replacement(Span(0, 1), "x")
    assert {replacement, Replacement(Span(0, 1), "x")} == {replacement}
    with pytest.raises(AttributeError):  # immutable
        replacement.text = "y"  # type: ignore[misc]


@pytest.mark.parametrize(
    ("text", "offset", "expected"),
    [
        ("one\ntwo\n", 1, Replacement(Span(4, 4), "x\ny\n")),
        ("one\r\ntwo\r\n", 1, Replacement(Span(5, 5), "x\r\ny\r\n")),
        ("a\r\nb", 0, Replacement(Span(3, 3), "x\r\ny\r\n")),
        ("\nrest\n", 0, Replacement(Span(1, 1), "x\ny\n")),  # an empty first line
        ("one\ntwo", 5, Replacement(Span(7, 7), "\nx\ny")),  # the last line, no newline
        ("one\r\ntwo", 6, Replacement(Span(8, 8), "\r\nx\r\ny")),
    ],
)
def test_lines_after_take_the_line_ending_of_their_line(
    text: str, offset: int, expected: Replacement
) -> None:
    assert lines_after(text, offset, ["x", "y"]) == expected


def _option(start: int, end: int) -> Option:
    span = Span(start, end)
    return Option("kv-cache-dtype", "fp8_e5m2", span, parts=(span,))


def test_repeated_edits_collapse_and_a_removal_makes_other_edits_of_its_option_moot() -> None:
    dtype, other = _option(0, 10), _option(20, 30)
    set_value = Edit(EditKind.SET_VALUE, dtype, "bfloat16")
    added = [Edit(EditKind.ADD, dtype, "1", "tp"), Edit(EditKind.ADD, dtype, "2", "dp")]
    removal = Edit(EditKind.REMOVE, other)
    kept = dedupe_edits([set_value, set_value, *added, added[0], removal])
    assert kept == [set_value, *added, removal]
    moot = dedupe_edits([Edit(EditKind.SET_VALUE, other, "x"), removal])
    assert moot == [removal]
    disable = Edit(EditKind.DISABLE, other)
    assert dedupe_edits([Edit(EditKind.RENAME, other, name="y"), disable]) == [disable]
