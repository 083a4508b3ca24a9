"""Offsets of a text as 0-based lines and characters, and back (the API's and LSP's
positions; characters are code points, as Python counts them)."""

from __future__ import annotations

import bisect
from typing import NamedTuple


class Position(NamedTuple):
    """A place in a text: 0-based line, and 0-based character within that line."""

    line: int
    character: int


class Range(NamedTuple):
    """From `start` up to `end` (exclusive)."""

    start: Position
    end: Position


class TextEdit(NamedTuple):
    """Replace the text in `range` with `new_text` (an empty range inserts)."""

    range: Range
    new_text: str


class Lines:
    """One text's line starts, computed once, to turn offsets into positions and back."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.starts = [0]
        self.starts.extend(index + 1 for index, char in enumerate(text) if char == "\n")

    def position(self, offset: int) -> Position:
        offset = max(0, min(offset, len(self.text)))
        line = bisect.bisect_right(self.starts, offset) - 1
        return Position(line, offset - self.starts[line])

    def range(self, start: int, end: int) -> Range:
        return Range(self.position(start), self.position(end))

    def offset(self, position: Position) -> int:
        """The offset of `position`; a line past the end is the end, a character past
        its line's end is that line's end."""
        if position.line >= len(self.starts):
            return len(self.text)
        start = self.starts[max(position.line, 0)]
        end = self.starts[position.line + 1] - 1 if position.line + 1 < len(self.starts) else None
        line_end = len(self.text) if end is None else end
        return min(start + max(position.character, 0), line_end)

    def line_text(self, line: int) -> str:
        """Line `line` without its line break."""
        start = self.starts[line]
        end = self.starts[line + 1] if line + 1 < len(self.starts) else len(self.text)
        return self.text[start:end].rstrip("\r\n")


def apply_edits(text: str, edits: list[TextEdit] | tuple[TextEdit, ...]) -> str:
    """`text` with `edits` made (they must not overlap), as an editor makes them."""
    lines = Lines(text)
    spans = sorted(
        ((lines.offset(edit.range.start), lines.offset(edit.range.end), edit.new_text))
        for edit in edits
    )
    out, at = [], 0
    for start, end, new in spans:
        if start < at:
            raise ValueError("overlapping edits")
        out.append(text[at:start])
        out.append(new)
        at = end
    out.append(text[at:])
    return "".join(out)
