"""The Python API: one text through the same engine the CLI runs on each file.

`fix` hands the text to `engine.process_bytes`, the CLI's path for one file's bytes
(the cheap marker test, the format's decoding, the time limit, an error for a file
that cannot be read), with the settings the CLI would use for it (`Settings`), and
turns its findings into 0-based ranges and each finding's own fix
(`engine.alone_fixes`) into text edits.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import NamedTuple

from hisparse_fix.api_settings import Settings
from hisparse_fix.api_settings import SettingsError as SettingsError
from hisparse_fix.formats import BY_NAME, Format, format_for
from hisparse_fix.vocabulary.sites import Severity
from hisparse_fix.vocabulary.text_positions import Lines, Position, Range, TextEdit, apply_edits

PathLike = str | os.PathLike[str]


class Finding(NamedTuple):
    """One thing SGLang refuses (or the tool warns of) in a launch."""

    code: str
    """The rule's stable code (`HSF002`); `hisparse-fix --explain CODE` says more."""
    name: str
    """The rule's name (`kv-cache-dtype`)."""
    message: str
    severity: Severity
    """`FIX`: refused, and `fix` edits it; `UNFIXABLE`: refused, no safe edit;
    `WARNING`: SGLang runs it, or the tool cannot tell."""
    range: Range
    """What the finding is about (an option, a value), in 0-based lines and characters."""
    fix: tuple[TextEdit, ...] = ()
    """This finding's fix alone: made without the others' it leaves a valid file."""

    @property
    def fixable(self) -> bool:
        return self.severity is Severity.FIX


class FixResult(NamedTuple):
    """A text after every fix the tool makes, and what it found in the original."""

    text: str
    """The fixed text (the input itself when nothing changes)."""
    findings: tuple[Finding, ...]
    """Positions are in the original text."""
    fixed: bool
    """Whether `text` differs from the input."""
    skipped: str = ""
    """Why the text was not read although it may hold a launch (a Helm template);
    empty when it was read."""


class CheckError(Exception):
    """A text that cannot be read (not valid TOML, a format that cannot be told) or an
    internal error; `range` is where, when the reader says."""

    def __init__(self, message: str, range: Range | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.range = range


def check(
    text: str,
    *,
    path: PathLike | None = None,
    format: str | None = None,
    settings: Settings | None = None,
) -> list[Finding]:
    """The findings of `text`, read as `format` (a name such as `"shell"`), else as
    the format of `path`, else as the CLI reads standard input (by its content).
    `path` also chooses `per-file-settings`; it is never read. Raises `CheckError`."""
    return list(fix(text, path=path, format=format, settings=settings).findings)


def fix(
    text: str,
    *,
    path: PathLike | None = None,
    format: str | None = None,
    settings: Settings | None = None,
) -> FixResult:
    """`text` with every fix `hisparse-fix --write` would make, and its findings."""
    from hisparse_fix.engine.pipeline import process_bytes
    from hisparse_fix.outputs.records import rule_names

    fmt = format_of(text, path=path, format=format)
    own = (settings or Settings()).resolve(path)
    result = process_bytes(
        os.fspath(path or "-"), text.encode("utf-8", "surrogateescape"), fmt, own
    )
    if result.problem is not None:
        problem = result.problem
        where = None
        if problem.line is not None:
            start = Position(problem.line - 1, max((problem.column or 1) - 1, 0))
            where = Range(start, start)
        raise CheckError(problem.message, where)
    original = result.original or text
    lines, names = Lines(original), rule_names()
    findings = tuple(
        Finding(
            code=item.finding.code,
            name=names.get(item.finding.code, ""),
            message=item.finding.message,
            severity=item.finding.severity,
            range=lines.range(item.finding.span.start, item.finding.span.end),
            fix=tuple(TextEdit(lines.range(h.start, h.end), h.text) for h in item.fix),
        )
        for item in result.findings
    )
    new = result.fixed if result.changed else text
    return FixResult(new, findings, new != text, result.note if result.skipped else "")


def ignore_edit(
    text: str,
    finding: Finding,
    *,
    path: PathLike | None = None,
    format: str | None = None,
    settings: Settings | None = None,
) -> TextEdit | None:
    """The edit that writes `# hisparse-fix: ignore[CODE]` for `finding`'s launch, where
    the tool reads it; None where no such comment can silence it (a notebook's JSON,
    a launch continued from the line before). The edit is checked: the text it makes
    no longer has the finding, and reads without error."""
    from hisparse_fix.engine.ignore_comment import comment_edit, launch_start

    fmt = format_of(text, path=path, format=format)
    if fmt.container and fmt.name == "notebook":
        return None  # the comment belongs inside a cell's JSON string: edit the cell
    lines = Lines(text)
    own = (settings or Settings()).resolve(path)
    start = launch_start(text, fmt, own, lines.offset(finding.range.start))
    made = None if start is None else comment_edit(text, start, finding.code)
    if made is None:
        return None
    edit = TextEdit(lines.range(made[0], made[1]), made[2])
    silenced = silences(text, apply_edits(text, [edit]), finding.code, fmt.name, path, settings)
    return edit if silenced else None


def silences(
    before: str,
    after: str,
    code: str,
    format: str,
    path: PathLike | None = None,
    settings: Settings | None = None,
) -> bool:
    """Whether `after` (`before` with an ignore comment) reads without error and has
    fewer findings of `code`."""
    try:
        left = check(after, path=path, format=format, settings=settings)
    except CheckError:
        return False
    found = check(before, path=path, format=format, settings=settings)
    return sum(item.code == code for item in left) < sum(item.code == code for item in found)


def format_of(text: str, *, path: PathLike | None = None, format: str | None = None) -> Format:
    """The format named, else the one of `path`'s name (or `#!` line), else the one
    standard input would be read as."""
    if format is not None:
        if format not in BY_NAME:
            raise CheckError(f"unknown format {format!r} (one of {', '.join(BY_NAME)})")
        return BY_NAME[format]
    if path is not None:
        found = format_for(Path(path), text[:256])
        if found is None:
            raise CheckError(f"cannot tell the format of {os.fspath(path)}: pass format=")
        return found
    from hisparse_fix.formats.sniff import sniff

    sniffed = sniff(text)
    if sniffed is None:
        raise CheckError("cannot tell the format of the text: pass path= or format=")
    return sniffed
