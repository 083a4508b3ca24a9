"""Results -> one flat record per finding, with end positions and the fix's replacements.

Every machine-readable format is built from these. Positions come from the
finding's span in the file's original text (`sources`); a file without its
text (it could not be read again) gets its start position as its end.
The replacements are the changed hunks between the original and the fixed
text (results from worker processes carry no edits, only the two texts),
each given to the fixable finding(s) it belongs to.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from hisparse_fix.engine import Located, Result
from hisparse_fix.outputs.hunks import Hunk, changed_hunks, whole_lines
from hisparse_fix.sites import Severity


@dataclass(frozen=True)
class Position:
    """1-based line and column (in characters); `byte_column` counts UTF-8 bytes."""

    line: int
    column: int
    byte_column: int


@dataclass(frozen=True)
class Replacement:
    start: Position
    end: Position
    """Exclusive."""
    text: str


@dataclass(frozen=True)
class Record:
    path: str
    start: Position
    end: Position
    code: str
    name: str
    message: str
    severity: Severity
    fixed: bool
    """The fix was written (`--write`)."""
    replacements: tuple[Replacement, ...]
    """The characters the fix changes, one replacement a changed line or run of lines."""
    line_replacements: tuple[Replacement, ...] = ()
    """The same, widened to whole lines (what a review suggestion shows)."""

    @property
    def fixable(self) -> bool:
        return self.severity is Severity.FIX

    @property
    def level(self) -> str:
        """`error` for what SGLang refuses (fixable or not), `warning` otherwise."""
        return "warning" if self.severity is Severity.WARNING else "error"


def rule_names() -> dict[str, str]:
    """Code -> name for every rule."""
    from hisparse_fix.rules import all_rules

    return {rule.code: rule.name for rule in all_rules()}


class _Lines:
    """Offsets of a text -> positions, with the line starts computed once."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.starts = [0]
        self.starts.extend(index + 1 for index, char in enumerate(text) if char == "\n")

    def position(self, offset: int) -> Position:
        import bisect

        offset = max(0, min(offset, len(self.text)))
        line = bisect.bisect_right(self.starts, offset)
        start = self.starts[line - 1]
        width = len(self.text[start:offset].encode("utf-8", "surrogateescape"))
        return Position(line, offset - start + 1, width + 1)


def records(results: Sequence[Result], sources: Mapping[str, str]) -> list[Record]:
    """Every finding of every result, in the order they are reported."""
    names = rule_names()
    found: list[Record] = []
    for result in results:
        if not result.findings:
            continue
        text = result.original or sources.get(result.path)
        lines = _Lines(text) if text else None
        hunks = changed_hunks(result.original, result.fixed) if result.original else []
        given = _attach(result.findings, hunks, lines)
        for index, item in enumerate(result.findings):
            found.append(_record(result, item, lines, given.get(index, ()), names))
    return found


def _record(
    result: Result,
    item: Located,
    lines: _Lines | None,
    hunks: Sequence[Hunk],
    names: Mapping[str, str],
) -> Record:
    finding = item.finding
    if lines is None:
        start = end = Position(item.line, item.column, item.column)
    else:
        start, end = lines.position(finding.span.start), lines.position(finding.span.end)
    replacements: tuple[Replacement, ...] = ()
    widened: tuple[Replacement, ...] = ()
    if lines is not None:
        replacements = tuple(_replacement(lines, hunk) for hunk in hunks)
        widened = tuple(_replacement(lines, whole_lines(lines.text, hunk)) for hunk in hunks)
    return Record(
        path=result.path,
        start=start,
        end=end,
        code=finding.code,
        name=names.get(finding.code, ""),
        message=finding.message,
        severity=finding.severity,
        fixed=result.written and item.fixable,
        replacements=replacements,
        line_replacements=widened,
    )


def _replacement(lines: _Lines, hunk: Hunk) -> Replacement:
    return Replacement(lines.position(hunk.start), lines.position(hunk.end), hunk.text)


def _attach(
    findings: Sequence[Located], hunks: Sequence[Hunk], lines: _Lines | None
) -> dict[int, tuple[Hunk, ...]]:
    """Each hunk to the fixable findings on the lines it changes; else to the one
    on the line before (an option added after its anchor); else to the nearest."""
    fixable = [index for index, item in enumerate(findings) if item.fixable]
    if lines is None or not fixable:
        return {}
    spans = {
        index: (
            lines.position(findings[index].finding.span.start).line,
            lines.position(findings[index].finding.span.end).line,
        )
        for index in fixable
    }
    given: dict[int, list[Hunk]] = {}
    for hunk in hunks:
        first, last = _hunk_lines(lines, hunk)
        owners = [i for i, (low, high) in spans.items() if first <= high and last >= low]
        owners = owners or [i for i, (_, high) in spans.items() if high + 1 == first]
        if not owners:
            owners = [min(spans, key=lambda i: min(abs(first - line) for line in spans[i]))]
        for owner in owners:
            given.setdefault(owner, []).append(hunk)
    return {index: tuple(hunks) for index, hunks in given.items()}


def _hunk_lines(lines: _Lines, hunk: Hunk) -> tuple[int, int]:
    """The lines a hunk changes; lines added between two lines belong to the first."""
    first = lines.position(hunk.start)
    if hunk.start == hunk.end:
        line = first.line - 1 if first.column == 1 and first.line > 1 else first.line
        return line, line
    return first.line, lines.position(hunk.end - 1).line
