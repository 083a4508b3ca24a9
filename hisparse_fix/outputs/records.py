"""Results -> one flat record per finding, with end positions and the fix's replacements.

Every machine-readable format is built from these. Positions come from the
finding's span in the file's original text (`sources`); a file without its
text (it could not be read again) gets its start position as its end.
A finding's replacements are its own fix (`Located.fix`): applied alone they
leave a valid file, and applied with the others, each once, they give the
`--write` text (fixes that would change the same lines are one finding's). A
review suggestion is that fix on whole lines.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import NamedTuple

from hisparse_fix.engine.hunks import Hunk, changed_hunks, line_block, same_lines
from hisparse_fix.engine.pipeline import Located, Result
from hisparse_fix.vocabulary.sites import Severity
from hisparse_fix.vocabulary.text_positions import Lines


class Position(NamedTuple):
    """1-based line and column (in characters); `byte_column` counts UTF-8 bytes."""

    line: int
    column: int
    byte_column: int


class Replacement(NamedTuple):
    start: Position
    end: Position
    """Exclusive."""
    text: str


class Suggestion(NamedTuple):
    """Replace lines `first` to `last` (1-based, inclusive) with `text`'s lines (no line
    break after the last one; empty deletes the lines)."""

    first: int
    last: int
    text: str


class Record(NamedTuple):
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
    """The characters the fix changes, applied together."""
    suggestion: Suggestion | None = None
    """The same fix on whole lines (what a review suggestion shows)."""

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


class _Lines(Lines):
    """Offsets of a text -> 1-based positions with their UTF-8 byte columns."""

    def position(self, offset: int) -> Position:  # type: ignore[override]
        place = super().position(offset)
        start = self.starts[place.line]
        width = len(self.text[start : start + place.character].encode("utf-8", "surrogateescape"))
        return Position(place.line + 1, place.character + 1, width + 1)


def records(results: Sequence[Result], sources: Mapping[str, str]) -> list[Record]:
    """Every finding of every result, in the order they are reported, and a file that was
    not read as one finding of its own (HSF901, `rules.unread_file`)."""
    names = rule_names()
    found: list[Record] = []
    for result in results:
        unread = _unread(result, names)
        if unread is not None:
            found.append(unread)
        if not result.findings:
            continue
        text = result.original or sources.get(result.path)
        lines = _Lines(text) if text else None
        fixes = _carried(result)
        for item, fix in zip(result.findings, fixes, strict=True):
            found.append(_record(result, item._replace(fix=fix), lines, names))
    return found


def _carried(result: Result) -> list[tuple[Hunk, ...]]:
    """Each finding's fix, but where fixes change the same lines: there the one that
    replaces the most text carries what `--write` writes on those lines and the others
    none, so that no two fixes (nor their whole-line suggestions) overlap, and applying
    every fix once gives the `--write` text."""
    fixes = [item.fix for item in result.findings]
    if not (result.original and result.fixed) or sum(bool(fix) for fix in fixes) < 2:
        return fixes
    written = changed_hunks(result.original, result.fixed)
    count = len(fixes)
    for group in same_lines(result.original, [*fixes, *([hunk] for hunk in written)]):
        own = [index for index in group if index < count and fixes[index]]
        if len(own) < 2:
            continue
        widest = max(own, key=lambda index: sum(h.end - h.start for h in fixes[index]))
        together = tuple(written[index - count] for index in group if index >= count)
        for index in own:
            fixes[index] = together if index == widest else ()
    return fixes


def _unread(result: Result, names: Mapping[str, str]) -> Record | None:
    """The finding of a file that could not be read (an error), or that was left unread
    though it may hold a launch (a warning); None for any other result."""
    from hisparse_fix.rules.unread_file import CODE, severity

    problem = result.problem
    if problem is not None:
        message, error = problem.message, True
        at = Position(problem.line or 1, problem.column or 1, problem.column or 1)
    elif result.skipped and result.unjudged:
        message, error, at = result.note, False, Position(1, 1, 1)
    else:
        return None
    return Record(
        result.path, at, at, CODE, names.get(CODE, ""), message, severity(error), False, ()
    )


def _record(
    result: Result, item: Located, lines: _Lines | None, names: Mapping[str, str]
) -> Record:
    finding = item.finding
    if lines is None:
        start = end = Position(item.line, item.column, item.column)
    else:
        start, end = lines.position(finding.span.start), lines.position(finding.span.end)
    replacements: tuple[Replacement, ...] = ()
    suggestion = None
    if lines is not None and item.fix:
        replacements = tuple(_replacement(lines, hunk) for hunk in item.fix)
        suggestion = _suggestion(lines, line_block(lines.text, item.fix))
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
        suggestion=suggestion,
    )


def _replacement(lines: _Lines, hunk: Hunk) -> Replacement:
    return Replacement(lines.position(hunk.start), lines.position(hunk.end), hunk.text)


def _suggestion(lines: _Lines, block: Hunk) -> Suggestion:
    """A whole-lines replacement as numbered lines, without the last line break."""
    first = lines.position(block.start).line
    last = lines.position(block.end - 1).line if block.end > block.start else first
    text = block.text
    if block.end and lines.text[block.end - 1] == "\n":
        text = text.removesuffix("\n").removesuffix("\r")
    return Suggestion(first, last, text)
