"""Changes of a cell's text written back into its JSON string tokens.

A cell whose `source` is one string gets each changed run re-escaped in
place. A cell whose `source` is a list of lines gets whole tokens: the
lines a change touches are split again into lines, and only those that
differ from the old tokens are written, each as `json.dumps` writes it; a
new line is a new token after its neighbour, with the list's own separator
(`,` and the whitespace before the neighbour, see `_separator`); a line
that goes takes its separator, and a list left without lines is `[]`.
Every other byte of the notebook stays.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import pairwise

from hisparse_fix.formats.errors import OverlappingEditsError
from hisparse_fix.formats.notebook.cells import Cell
from hisparse_fix.formats.notebook.json_tokens import encode
from hisparse_fix.formats.text_edits import Replacement
from hisparse_fix.vocabulary.sites import Span

Change = tuple[int, int, str]
"""`cell.text[start:end]` becomes the new text."""

_LINE = re.compile(r"[^\n]*\n|[^\n]+")


def replacements(cell: Cell, changes: Sequence[Change], ensure_ascii: bool) -> list[Replacement]:
    ordered = sorted(changes, key=lambda change: (change[0], change[1]))
    for earlier, later in pairwise(ordered):
        if earlier[1] > later[0] or earlier[:2] == later[:2]:
            raise OverlappingEditsError("edits overlap in a notebook cell", at=cell.start(later[0]))
    if not cell.listed:
        return [
            Replacement(Span(cell.start(start), cell.start(end)), encode(new, ensure_ascii)[1:-1])
            for start, end, new in ordered
        ]
    result = []
    for first, stop, lines in _token_runs(cell, ordered):
        result.extend(_rewrite(cell, first, stop, lines, ensure_ascii))
    return result


def _token_runs(cell: Cell, changes: list[Change]) -> list[tuple[int, int, list[str]]]:
    """(first token, end token, new lines) for each run of tokens the changes touch.

    A run grows to the next token while its new text does not end a line, so
    every token but the cell's last still ends with its newline.
    """
    runs = []
    index = 0
    while index < len(changes):
        first = cell.token_at(changes[index][0])
        last = first
        group: list[Change] = []
        while True:
            if not group or (index < len(changes) and changes[index][0] < cell.bounds[last + 1]):
                start, end, _ = changes[index]
                group.append(changes[index])
                last = max(last, cell.token_at(max(start, end - 1)))
                index += 1
                continue
            text = _applied(cell.text, cell.bounds[first], cell.bounds[last + 1], group)
            if not text.endswith("\n") and last + 1 < len(cell.tokens):
                last += 1
                continue
            break
        old = [str(token) for token in cell.tokens[first : last + 1]]
        new = _LINE.findall(text)
        keep_front = _common(old, new)
        keep_back = _common(old[keep_front:][::-1], new[keep_front:][::-1])
        runs.append(
            (first + keep_front, last + 1 - keep_back, new[keep_front : len(new) - keep_back])
        )
    return runs


def _common(first: list[str], second: list[str]) -> int:
    count = 0
    while count < min(len(first), len(second)) and first[count] == second[count]:
        count += 1
    return count


def _applied(text: str, start: int, end: int, changes: list[Change]) -> str:
    """`text[start:end]` with the changes (inside it) made."""
    out, position = [], start
    for change_start, change_end, new in changes:
        out.append(text[position:change_start])
        out.append(new)
        position = change_end
    out.append(text[position:end])
    return "".join(out)


def _rewrite(
    cell: Cell, first: int, stop: int, lines: list[str], ensure_ascii: bool
) -> list[Replacement]:
    """Tokens `first` to `stop` (exclusive) replaced by string tokens for `lines`."""
    spans = [token.span for token in cell.tokens]
    paired = min(stop - first, len(lines))
    result = [
        Replacement(spans[first + index], encode(lines[index], ensure_ascii))
        for index in range(paired)
        if cell.tokens[first + index] != lines[index]
    ]
    extra = [encode(line, ensure_ascii) for line in lines[paired:]]
    if extra and first + paired > 0:
        after = spans[first + paired - 1].end
        separator = _separator(cell, first + paired - 1)
        result.append(Replacement(Span(after, after), "".join(separator + t for t in extra)))
    elif extra:
        before = spans[0].start
        separator = _separator(cell, 0)
        result.append(Replacement(Span(before, before), "".join(t + separator for t in extra)))
    gone = first + paired
    if gone < stop:
        if gone > 0:
            span = Span(spans[gone - 1].end, spans[stop - 1].end)
        elif stop < len(spans):
            span = Span(spans[0].start, spans[stop].start)
        else:  # every line goes: `[]`, as Jupyter writes an empty source
            span = Span(_opening(cell) + 1, cell.file.index("]", spans[stop - 1].end))
        result.append(Replacement(span, ""))
    return result


def _separator(cell: Cell, token: int) -> str:
    """`,` and the whitespace the list writes before a token, after the `,` (or `[`) that
    precedes it. The first token's is the second's where there is one: `["a", "b"]`
    writes a blank after each comma and none after its `[`."""
    if token == 0 and len(cell.tokens) > 1:
        token = 1
    start = cell.tokens[token].span.start
    if token > 0:
        gap = cell.file[cell.tokens[token - 1].span.end : start]
        return gap[gap.index(",") :]
    return "," + cell.file[_opening(cell) + 1 : start]


def _opening(cell: Cell) -> int:
    """Where the `[` of the cell's `source` list is written."""
    return cell.file[: cell.tokens[0].span.start].rindex("[")
