"""Results -> what a person reads: unified diffs (coloured on a terminal), one line a
finding, a summary. Machine-readable formats are in `hisparse_fix.outputs`."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence

from hisparse_fix.batch import Batch
from hisparse_fix.engine import Located, Result
from hisparse_fix.lines import split_lines
from hisparse_fix.sites import Severity


def unified_diff(result: Result) -> str:
    """A `git apply`-able diff of one file, marking a missing final newline."""
    import difflib

    before = split_lines(result.original)
    after = split_lines(result.fixed)
    lines = []
    for line in difflib.unified_diff(
        before, after, fromfile=f"a/{result.path}", tofile=f"b/{result.path}"
    ):
        if not line.endswith("\n"):
            line += "\n\\ No newline at end of file\n"
        lines.append(line)
    return "".join(lines)


def colour_diff(diff: str) -> str:
    """A unified diff with ANSI colours, as git shows it: headers bold, hunk
    ranges cyan, removed lines red, added lines green."""
    import click

    lines = []
    for line in split_lines(diff):
        body, end = (line[:-1], "\n") if line.endswith("\n") else (line, "")
        if line.startswith(("--- ", "+++ ")):
            body = click.style(body, bold=True)
        elif line.startswith("@@"):
            body = click.style(body, fg="cyan")
        elif line.startswith("-"):
            body = click.style(body, fg="red")
        elif line.startswith("+"):
            body = click.style(body, fg="green")
        lines.append(body + end)
    return "".join(lines)


_LABELS = {Severity.FIX: "", Severity.UNFIXABLE: "unfixable: ", Severity.WARNING: "warning: "}
_CODE_COLOURS = {Severity.FIX: "red", Severity.UNFIXABLE: "red", Severity.WARNING: "yellow"}


def finding_line(path: str, item: Located, *, color: bool = False) -> str:
    finding = item.finding
    label = _LABELS[finding.severity]
    where = f"{path}:{item.line}:{item.column}:"
    code = finding.code
    if color:
        import click

        where = click.style(where, bold=True)
        code = click.style(code, fg=_CODE_COLOURS[finding.severity], bold=True)
        label = click.style(label, fg=_CODE_COLOURS[finding.severity]) if label else ""
    return f"{where} {code} {label}{finding.message}"


def problem_line(result: Result) -> str:
    problem = result.problem
    assert problem is not None
    where = result.path
    if problem.line is not None:
        where += f":{problem.line}:{problem.column}"
    return f"{where}: error: {problem.message}"


def finding_lines(results: Sequence[Result], *, color: bool = False) -> Iterator[str]:
    for result in results:
        for item in result.findings:
            yield finding_line(result.path, item, color=color)


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def summary(results: Sequence[Result], *, written: bool, scanned: int | None = None) -> str:
    """One closing line, in the tense of what happened.

    `scanned` counts the clean files a run does not keep results for.
    """
    fixes = sum(item.fixable for r in results for item in r.findings)
    unfixable = sum(item.refused and not item.fixable for r in results for item in r.findings)
    warnings = sum(not item.refused for r in results for item in r.findings)
    changed = sum(r.changed for r in results)
    errors = sum(r.problem is not None for r in results)
    checked = (
        scanned
        if scanned is not None
        else sum(not r.skipped and r.problem is None for r in results)
    )
    if fixes:
        verb = "Fixed" if written else "Found"
        text = f"{verb} {_plural(fixes, 'problem')} in {_plural(changed, 'file')}"
        if not written:
            text += " (fixable with --write)" if unfixable else " (all fixable with --write)"
    elif unfixable:
        text = f"Found {_plural(unfixable, 'problem')} that no safe edit fixes"
    else:
        text = f"No problems in {_plural(checked, 'file')}"
    extras = []
    if unfixable and fixes:
        extras.append(f"{unfixable} more that no safe edit fixes")
    if warnings:
        extras.append(_plural(warnings, "warning"))
    if errors:
        extras.append(f"{_plural(errors, 'file')} with errors")
    unjudged = sum(r.unjudged for r in results)
    if unjudged:
        extras.append(f"{_plural(unjudged, 'file')} mentioning HiSparse not read")
    return text + (f"; {', '.join(extras)}" if extras else "") + "."


def totals(run: Batch, *, written: bool) -> str:
    """The closing line of a long run: how much was read, found and fixed, by rule."""
    with_findings = sum(bool(r.findings) for r in run.results)
    errors = sum(r.problem is not None for r in run.results)
    parts = [f"{with_findings} with findings"]
    if written:
        parts.append(f"{sum(r.written for r in run.results)} fixed")
    parts.append(_plural(errors, "error"))
    by_code = Counter(item.finding.code for r in run.results for item in r.findings)
    codes = ", ".join(f"{code} {count}" for code, count in sorted(by_code.items()))
    text = f"Scanned {_plural(run.scanned, 'file')} in {run.seconds:.2f} s: {', '.join(parts)}"
    return text + (f"; by rule: {codes}." if codes else ".")
