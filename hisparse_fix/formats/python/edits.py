"""Removing items from Python code the way a person would.

An item of a list, tuple, call or dict goes with its comma; when it stands on
lines of its own, the lines go, with the comment at their end and the comment
lines right above them (not a header under the opening bracket); the comments
of other items stay. A tuple left with one item keeps its comma. A statement
that only grew a list (`xs.append("--x")`, `xs += [...]` once emptied) goes
with its line, and a block left empty gets `pass`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from itertools import groupby

from hisparse_fix.formats.errors import OverlappingEditsError
from hisparse_fix.formats.python.layout import Layout, Sequence, Statement
from hisparse_fix.formats.text_edits import Replacement
from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.sites import Span

REST_OF_LINE = re.compile(r"[ \t]*(#[^\n]*)?\r?")
_CLOSERS = frozenset(")]}")


def removals(text: str, scan: Layout, parts: Iterable[Span]) -> list[Replacement]:
    """Replacements that remove the items at `parts` (item or appended-argument spans)."""
    statements: dict[Span, Statement] = {}
    chosen: dict[int, tuple[Sequence, set[int]]] = {}
    for part in parts:
        standalone = scan.standalone.get(part)
        if standalone is not None:
            statements[standalone] = scan.statements[standalone]
            continue
        if part not in scan.sequences:
            raise OverlappingEditsError("no list item or argument is there", at=part.start)
        sequence, index = scan.sequences[part]
        chosen.setdefault(id(sequence), (sequence, set()))[1].add(index)
    result = []
    for sequence, indices in chosen.values():
        if sequence.owner is not None and len(indices) == len(sequence.elements):
            statements[sequence.owner] = scan.statements[sequence.owner]
            continue
        result.extend(_sequence_removals(text, sequence, indices))
    result.extend(_statement_removals(text, list(statements.values())))
    return result


def _sequence_removals(text: str, sequence: Sequence, indices: set[int]) -> Iterator[Replacement]:
    ordered = sorted(indices)
    runs = [
        [index for _, index in group]
        for _, group in groupby(enumerate(ordered), key=lambda pair: pair[1] - pair[0])
    ]
    left = [index for index in range(len(sequence.elements)) if index not in indices]
    if not left and sequence.bare:
        last = sequence.commas[-1] or sequence.elements[-1]
        yield Replacement(Span(sequence.elements[0].start, last.end), "()")
        return
    single = sequence.is_tuple and len(left) == 1
    for run in runs:
        yield Replacement(_run_span(text, sequence, run[0], run[-1], keep_comma=single), "")
    if single and sequence.commas[left[0]] is None:
        end = sequence.elements[left[0]].end
        yield Replacement(Span(end, end), ",")


def line_bounds(text: str, start: int, end: int) -> tuple[int, int]:
    """Start of the line holding `start`; end of the line holding `end` (at its newline)."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    return line_start, len(text) if line_end < 0 else line_end


def _run_span(
    text: str, sequence: Sequence, first: int, last: int, keep_comma: bool = False
) -> Span:
    """What to delete for items `first..last` of a sequence (one consecutive run).

    `keep_comma` keeps the comma of the item before the run (a tuple's last item).
    """
    start = sequence.elements[first].start
    comma = sequence.commas[last]
    end = comma.end if comma is not None else sequence.elements[last].end
    line_start, line_end = line_bounds(text, start, end)
    before, after = text[line_start:start], text[end:line_end]
    if not before.strip() and REST_OF_LINE.fullmatch(after):
        if first > 0:
            previous_end = (sequence.commas[first - 1] or sequence.elements[first - 1]).end
            line_start = _comments_above(text, line_start, before, previous_end)
        return Span(line_start, min(line_end + 1, len(text)))
    if comma is not None:
        rest = after.lstrip(" \t")
        if not REST_OF_LINE.fullmatch(after) and rest[:1] not in _CLOSERS:
            return Span(start, end + len(after) - len(rest))
        leading = len(before) - len(before.rstrip(" \t"))
        return Span(start - leading, end)
    previous = sequence.commas[first - 1] if first > 0 else None
    if previous is not None:
        gap = text[previous.start : start]
        if "\n" not in gap and "#" not in gap:
            return Span(previous.end if keep_comma else previous.start, end)
    return Span(start, end)


def _comments_above(text: str, line_start: int, indent: str, floor: int) -> int:
    """Start of the comment lines right above an item's line, at its indentation.

    They describe the item, so they go with it. Only lines below the
    previous item (`floor`) count: a comment under the opening bracket is a
    header for the whole list and stays.
    """
    while line_start > floor:
        above = text.rfind("\n", 0, line_start - 1) + 1
        line = text[above : line_start - 1].rstrip("\r")
        if above < floor or not line.startswith(indent + "#"):
            break
        line_start = above
    return line_start


def _statement_removals(text: str, statements: list[Statement]) -> Iterator[Replacement]:
    """Each statement with its line; the first of a block that would be left empty
    becomes `pass`."""
    by_block: dict[int, list[Statement]] = {}
    for statement in statements:
        by_block.setdefault(statement.block, []).append(statement)
    spans = []
    for group in by_block.values():
        group.sort(key=lambda statement: statement.span)
        size = group[0].block_size
        if size is not None and len(group) >= size:
            yield Replacement(group[0].span, "pass")
            group = group[1:]
        for _, on_line in groupby(group, key=lambda statement: statement.line):
            spans.extend(_line_removals(text, list(on_line)))
    yield from (Replacement(span, "") for span in _merged(spans))


def _line_removals(text: str, statements: list[Statement]) -> Iterator[Span]:
    """Statements of one line: the whole line when all of them go, else each run of
    neighbours with the semicolons between them and the line's other statements."""
    first, last = statements[0], statements[-1]
    if len(statements) == first.line_size and first.previous_semicolon is None:
        whole = replace(last, span=Span(first.span.start, last.span.end), line_size=1)
        yield _statement_span(text, whole)
        return
    run = [first]
    for statement in statements[1:]:
        if statement.previous_semicolon != run[-1].semicolon:
            yield _run_of_statements(text, run)
            run = []
        run.append(statement)
    yield _run_of_statements(text, run)


def _run_of_statements(text: str, run: list[Statement]) -> Span:
    first, last = run[0], run[-1]
    if last.semicolon is None and first.previous_semicolon is not None:
        return Span(first.previous_semicolon.start, last.span.end)
    merged = replace(last, span=Span(first.span.start, last.span.end))
    merged = replace(merged, previous_semicolon=first.previous_semicolon)
    return _statement_span(text, merged)


def _merged(spans: list[Span]) -> Iterator[Span]:
    """Overlapping deletions as one."""
    current: Span | None = None
    for span in sorted(spans):
        if current is not None and span.start <= current.end:
            current = Span(current.start, max(current.end, span.end))
            continue
        if current is not None:
            yield current
        current = span
    if current is not None:
        yield current


def _statement_span(text: str, statement: Statement) -> Span:
    span = statement.span
    line_start, line_end = line_bounds(text, span.start, span.end)
    before, after = text[line_start : span.start], text[span.end : line_end]
    alone = statement.line_size == 1 or (
        statement.semicolon is None and statement.previous_semicolon is None
    )
    if alone and not before.strip() and REST_OF_LINE.fullmatch(after):
        return Span(line_start, min(line_end + 1, len(text)))
    if statement.semicolon is not None:
        rest = text[statement.semicolon.end : line_end]
        return Span(span.start, statement.semicolon.end + len(rest) - len(rest.lstrip(" \t")))
    if statement.previous_semicolon is not None:
        return Span(statement.previous_semicolon.start, span.end)
    return span
