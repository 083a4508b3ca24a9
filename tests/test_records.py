"""Output records: offsets become 1-based lines and columns (characters and UTF-8 bytes),
and a fix's whole-line block becomes numbered lines to replace."""

from __future__ import annotations

from hisparse_fix.outputs.hunks import Hunk
from hisparse_fix.outputs.records import Position, Suggestion, _Lines, _suggestion

TEXT = "ab\né x\n\nlast"


def test_offsets_become_lines_and_columns() -> None:
    lines = _Lines(TEXT)
    assert lines.position(0) == Position(1, 1, 1)
    assert lines.position(2) == Position(1, 3, 3)  # the line break itself
    assert lines.position(3) == Position(2, 1, 1)
    assert lines.position(5) == Position(2, 3, 4)  # after `é `: two bytes for é
    assert lines.position(7) == Position(3, 1, 1)
    assert lines.position(len(TEXT)) == Position(4, 5, 5)


def test_offsets_outside_the_text_are_clamped() -> None:
    lines = _Lines(TEXT)
    assert lines.position(-3) == Position(1, 1, 1)
    assert lines.position(len(TEXT) + 9) == lines.position(len(TEXT))


def test_a_block_of_whole_lines_is_numbered_without_its_last_line_break() -> None:
    lines = _Lines("one\ntwo\r\nthree")
    assert _suggestion(lines, Hunk(0, 4, "ONE\n")) == Suggestion(1, 1, "ONE")
    assert _suggestion(lines, Hunk(4, 9, "TWO\r\n")) == Suggestion(2, 2, "TWO")
    assert _suggestion(lines, Hunk(0, 9, "a\nb\n")) == Suggestion(1, 2, "a\nb")
    assert _suggestion(lines, Hunk(9, 14, "THREE")) == Suggestion(3, 3, "THREE")
    assert _suggestion(lines, Hunk(4, 4, "")) == Suggestion(2, 2, "")  # nothing replaced
