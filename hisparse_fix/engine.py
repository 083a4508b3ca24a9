"""One file through the pipeline: bytes -> sites -> findings -> edits -> bytes.

The only module that reads and writes files. A fix is kept only if a second
pass over the fixed text finds nothing more to change.
"""

from __future__ import annotations

import os
import stat
import tempfile
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path

from hisparse_fix.consensus import Checked, settle
from hisparse_fix.formats import Adapter, format_for, may_have_shebang
from hisparse_fix.formats.errors import ParseError
from hisparse_fix.formats.offsets import line_and_column
from hisparse_fix.formats.text_edits import OverlappingEditsError
from hisparse_fix.rules import check_site, tolerated
from hisparse_fix.settings import Settings
from hisparse_fix.sites import Finding, LaunchSite, Severity

MARKER = b"hisparse"
"""Files without it hold no HiSparse launch and are never parsed."""

_HEAD_BYTES = 256


@dataclass(frozen=True)
class Located:
    """A finding with its 1-based line and column in the original text."""

    finding: Finding
    line: int
    column: int

    @property
    def fixable(self) -> bool:
        return self.finding.severity is Severity.FIX

    @property
    def refused(self) -> bool:
        """SGLang refuses the launch as it stands: fixable, or known but unfixable."""
        return self.finding.severity in {Severity.FIX, Severity.UNFIXABLE}


@dataclass(frozen=True)
class Problem:
    """A file that could not be read or fixed; it is left untouched."""

    message: str
    line: int | None = None
    column: int | None = None


@dataclass(frozen=True)
class Result:
    path: str
    original: str = ""
    """The text before and after the fixes; both empty when nothing changes."""
    fixed: str = ""
    findings: tuple[Located, ...] = ()
    problem: Problem | None = None
    skipped: bool = False
    """No adapter reads this kind of file."""
    written: bool = False

    @property
    def changed(self) -> bool:
        return self.problem is None and self.fixed != self.original


@dataclass(frozen=True)
class Fix:
    text: str
    findings: tuple[Located, ...] = field(default=())


class NotConvergedError(RuntimeError):
    """A second pass over fixed text still found something to fix."""


def fix_text(text: str, fmt: Adapter, settings: Settings) -> Fix:
    """Pure: the fixed text and the findings of one file's text."""
    fixed, findings = _one_pass(text, fmt, settings)
    if fixed != text:
        again, remaining = _one_pass(fixed, fmt, settings)
        if again != fixed:
            left = [item for item in remaining if item.finding.edits]
            codes = ", ".join(sorted({item.finding.code for item in left}))
            where = f" on line {left[0].line}" if left else ""
            raise NotConvergedError(f"fixes did not settle ({codes} again{where})")
    return Fix(fixed, findings)


def _one_pass(text: str, fmt: Adapter, settings: Settings) -> tuple[str, tuple[Located, ...]]:
    """Every site through the rules, then only the edits every run agrees on.

    A site whose edits the adapter cannot write (an anchor written in two
    places, a value its quotes cannot hold) keeps its findings as unfixable,
    and the others are settled again without it.
    """
    checked = [Checked(site, tuple(check_site(site, settings))) for site in fmt.find_sites(text)]
    describe, tolerates = partial(describe_site, text), partial(tolerated, settings=settings)
    blocked: dict[int, str] = {}
    while True:
        settled = settle(checked, describe, tolerates, blocked)
        edits = [edit for finding in settled for edit in finding.edits]
        try:
            fixed = fmt.apply(text, edits) if edits else text
            break
        except OverlappingEditsError:
            unwritable = _unwritable(text, fmt, checked, blocked)
            if not unwritable:
                raise
            blocked.update(unwritable)
    findings = [Located(f, *line_and_column(text, f.span.start)) for f in settled]
    findings.sort(key=lambda item: (item.line, item.column, item.finding.code))
    return fixed, tuple(findings)


def _unwritable(
    text: str, fmt: Adapter, checked: list[Checked], blocked: dict[int, str]
) -> dict[int, str]:
    """The sites, not yet blocked, whose own edits the adapter cannot write, and why."""
    found = {}
    for index, item in enumerate(checked):
        edits = [edit for finding in item.findings for edit in finding.edits]
        if index in blocked or not edits:
            continue
        try:
            fmt.apply(text, edits)
        except OverlappingEditsError as error:
            found[index] = f"the tool cannot write this edit here ({error})"
    return found


def describe_site(text: str, site: LaunchSite) -> str:
    """`the launch on line 30`, with the run when the site is one alternative of several."""
    line, _ = line_and_column(text, site.span.start)
    return f"the launch on line {line}" + (f" {site.run}" if site.run else "")


def decode(data: bytes) -> str:
    """Bytes to text and back losslessly: undecodable bytes survive as surrogates."""
    return data.decode("utf-8", "surrogateescape")


def encode(text: str) -> bytes:
    return text.encode("utf-8", "surrogateescape")


def process_bytes(label: str, data: bytes, fmt: Adapter, settings: Settings) -> Result:
    """Fix one file's bytes.

    Only a changed file's result keeps its texts (for the diff and the
    write), so a scan of a large tree holds no more than what it changes.
    """
    if MARKER not in data:
        return Result(label)
    text = decode(data)
    try:
        fix = fix_text(text, fmt, settings)
    except ParseError as error:
        return Result(label, problem=Problem(error.message, error.line, error.column))
    except (NotConvergedError, OverlappingEditsError) as error:
        return Result(label, problem=Problem(f"internal error: {error}"))
    if fix.text == text:
        return Result(label, findings=fix.findings)
    return Result(label, text, fix.text, fix.findings)


def process_path(path: Path, settings: Settings, *, write: bool, explicit: bool) -> Result | None:
    """Read, fix and (with `write`) save one file; errors become a `Problem`.

    None for a file found in a folder that no adapter reads.
    """
    label = str(path)
    if explicit and not path.exists():
        return Result(label, problem=Problem("no such file or folder"))
    try:
        fmt = format_for(path)
        if fmt is None and may_have_shebang(path):
            with path.open("rb") as handle:
                fmt = format_for(path, decode(handle.read(_HEAD_BYTES)))
        if fmt is None:
            return Result(label, skipped=True) if explicit else None
        data = path.read_bytes()
    except OSError as error:
        return Result(label, problem=Problem(f"cannot read: {error.strerror or error}"))
    result = process_bytes(label, data, fmt, settings)
    if write and result.changed:
        try:
            write_atomic(path, encode(result.fixed))
        except OSError as error:
            problem = Problem(f"cannot write: {error.strerror or error}")
            return Result(label, result.original, result.original, result.findings, problem)
        return Result(label, result.original, result.fixed, result.findings, written=True)
    return result


def write_atomic(path: Path, data: bytes) -> None:
    """Write through a temporary file in the same folder, keeping the file's mode."""
    target = Path(os.path.realpath(path))
    mode = stat.S_IMODE(target.stat().st_mode)
    descriptor, temporary = tempfile.mkstemp(
        dir=target.parent, prefix=f".{target.name}.", suffix=".tmp"
    )
    try:
        with os.fdopen(descriptor, "wb") as handle:
            handle.write(data)
        os.chmod(temporary, mode)
        os.replace(temporary, target)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
