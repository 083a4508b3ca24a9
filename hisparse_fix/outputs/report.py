"""Results -> what a person reads: unified diffs (coloured on a terminal), one line a
finding, a summary. Machine-readable formats are in `hisparse_fix.outputs`."""

from __future__ import annotations

import errno
import os
import re
from collections import Counter
from collections.abc import Iterator, Sequence

from hisparse_fix.engine.pipeline import Located, Result
from hisparse_fix.project.batch import Batch
from hisparse_fix.vocabulary.lines import split_lines
from hisparse_fix.vocabulary.severity import Severity


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


NOT_FOUND = os.strerror(errno.ENOENT)
"""The problem of a path named on the command line that is not there (ruff's words)."""

_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")


def printable(text: str) -> str:
    """`text` with control characters (a NUL byte from a file name or a file's text)
    written as escapes, so that a message never writes them to a terminal or a log."""
    return _CONTROL.sub(lambda found: f"\\x{ord(found.group()):02x}", text)


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
    return printable(f"{where} {code} {label}{finding.message}")


def problem_line(result: Result) -> str:
    problem = result.problem
    assert problem is not None
    where = result.path
    if problem.line is not None:
        where += f":{problem.line}:{problem.column}"
    return printable(f"{where}: error: {problem.message}")


def is_fixed(result: Result, item: Located) -> bool:
    """After `--write`: a fixable finding of a file that was changed."""
    return item.fixable and result.changed


def finding_lines(
    results: Sequence[Result], *, color: bool = False, open_only: bool = False
) -> Iterator[str]:
    """One line a finding; with `open_only` (after `--write`) the fixed ones are left
    out, as ruff lists only what remains (`--show-fixes` lists them apart)."""
    for result in results:
        for item in result.findings:
            if not (open_only and is_fixed(result, item)):
                yield finding_line(result.path, item, color=color)


def _rule_name(code: str) -> str:
    from hisparse_fix.rules import find_rule

    found = find_rule(code)
    return found.name if found is not None else ""


TIMES = "\u00d7"
"""The multiplication sign of ruff's `--show-fixes` list (`1 TIMES F401`)."""


def fixed_lines(results: Sequence[Result]) -> list[str]:
    """`--show-fixes` after `--write`: the findings fixed, by file and rule (ruff's shape)."""
    lines = []
    for result in results:
        counts = Counter(item.finding.code for item in result.findings if is_fixed(result, item))
        if counts:
            lines.append(printable(f"- {result.path}:"))
            for code, count in sorted(counts.items()):
                lines.append(f"    {count} {TIMES} {code} ({_rule_name(code)})")
    total = sum(1 for r in results for item in r.findings if is_fixed(r, item))
    return [f"Fixed {_plural(total, 'problem')}:", *lines] if lines else []


def statistics(results: Sequence[Result], *, fixed: bool = False) -> list[str]:
    """`--statistics`: a row a rule, most found first: count, code, `[*]` when --write
    fixes it, name (ruff's shape). After `--write` (`fixed`) only what remains counts."""
    counts: Counter[str] = Counter()
    fixable: set[str] = set()
    for result in results:
        for item in result.findings:
            if fixed and is_fixed(result, item):
                continue
            counts[item.finding.code] += 1
            if item.fixable and not fixed:
                fixable.add(item.finding.code)
    width = max((len(str(count)) for count in counts.values()), default=1)
    rows = sorted(counts.items(), key=lambda row: (-row[1], row[0]))
    return [
        f"{count:>{width}}\t{code}\t{'[*] ' if code in fixable else '[ ] '}{_rule_name(code)}"
        for code, count in rows
    ]


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def summary(results: Sequence[Result], *, written: bool, scanned: int | None = None) -> str:
    """One closing line, in the tense of what happened.

    `scanned` counts the clean files a run does not keep results for.
    """
    # After --write a fix counts as made only where its file was written.
    fixes = sum(item.fixable for r in results if r.changed or not written for item in r.findings)
    unwritten = sum(
        item.fixable for r in results if written and not r.changed for item in r.findings
    )
    unfixable = sum(item.refused and not item.fixable for r in results for item in r.findings)
    warnings = sum(not item.refused for r in results for item in r.findings)
    changed = sum(r.changed for r in results)
    missing = sum(r.problem is not None and r.problem.message == NOT_FOUND for r in results)
    errors = sum(r.problem is not None for r in results) - missing
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
    elif unwritten:
        text = f"Found {_plural(unwritten, 'problem')} left unfixed: writing failed"
    elif unfixable:
        text = f"Found {_plural(unfixable, 'problem')} that no safe edit fixes"
    elif checked or errors:
        text = f"No problems in {_plural(checked, 'file')}"
    else:
        text = "No files checked"
    extras = []
    if missing:
        extras.append(f"{_plural(missing, 'path')} not found")
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
