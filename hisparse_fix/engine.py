"""One file through the pipeline: bytes -> sites -> findings -> edits -> bytes.

The only module that reads and writes files. A fix is kept only if a second
pass over the fixed text finds nothing more to change. Many files are run in
worker processes (`process_paths`), each sending back only what the report
needs.
"""

from __future__ import annotations

import os
import stat
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from hisparse_fix.formats import Adapter, format_for, may_have_shebang
from hisparse_fix.formats.errors import ParseError, SkippedFile
from hisparse_fix.formats.offsets import line_and_column
from hisparse_fix.formats.text_edits import OverlappingEditsError
from hisparse_fix.settings import Settings
from hisparse_fix.sites import Finding, LaunchSite, Severity

if TYPE_CHECKING:
    from hisparse_fix.consensus import Checked

MARKER = b"hisparse"
"""Files without it hold no HiSparse launch and are never parsed."""

_HEAD_BYTES = 256
BINARY_PROBE = 8192
"""A NUL byte in a found file's first this many bytes marks it binary: skipped."""


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
    """No adapter reads this kind of file, or its adapter skipped it (see `note`)."""
    note: str = ""
    """Why a file of a known format was skipped."""
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
    # Imported here: a run over files without launches never needs the rules.
    from hisparse_fix.consensus import Checked, settle
    from hisparse_fix.rules import check_site, tolerated

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
    except SkippedFile as skipped:
        return Result(label, skipped=True, note=str(skipped))
    except (NotConvergedError, OverlappingEditsError) as error:
        return Result(label, problem=Problem(f"internal error: {error}"))
    if fix.text == text:
        return Result(label, findings=fix.findings)
    return Result(label, text, fix.text, fix.findings)


def process_path(path: Path, settings: Settings, *, write: bool, explicit: bool) -> Result | None:
    """Read, fix and (with `write`) save one file; errors become a `Problem`.

    None for a file found in a folder that no adapter reads, that is not a
    regular file (a FIFO would block the run, a socket cannot be read) or that
    is binary. A file named on the command line is always read.
    """
    label = str(path)
    if explicit and not path.exists():
        return Result(label, problem=Problem("no such file or folder"))
    try:
        fmt = format_for(path)
        if fmt is None and not may_have_shebang(path):
            return Result(label, skipped=True) if explicit else None
        if not explicit and not _regular_file(path):
            return None
        if fmt is None:
            with path.open("rb") as handle:
                fmt = format_for(path, decode(handle.read(_HEAD_BYTES)))
        if fmt is None:
            return Result(label, skipped=True) if explicit else None
        data = path.read_bytes()
    except OSError as error:
        return Result(label, problem=Problem(f"cannot read: {error.strerror or error}"))
    if not explicit and data.find(b"\0", 0, BINARY_PROBE) != -1:
        return None
    result = process_bytes(label, data, fmt, settings)
    if write and result.changed:
        try:
            write_atomic(path, encode(result.fixed))
        except OSError as error:
            problem = Problem(f"cannot write: {error.strerror or error}")
            return Result(label, result.original, result.original, result.findings, problem)
        return Result(label, result.original, result.fixed, result.findings, written=True)
    return result


def _regular_file(path: Path) -> bool:
    """Whether a found file can be read to its end (a file git lists may be gone)."""
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except FileNotFoundError:
        return False


@dataclass(frozen=True)
class Run:
    """What a run over many files found, in the order the files were given."""

    results: tuple[Result, ...]
    """Only the files worth reporting: findings, a change, an error, or a skip notice."""
    scanned: int
    """Files an adapter read without error, clean ones included."""
    seconds: float = 0.0


PARALLEL_MIN_FILES = 2000
"""Below this many files one process is faster: starting workers and sending
paths and results between processes costs more than the clean files save."""

_CHUNK_RANGE = (32, 512)


def slim(result: Result) -> Result:
    """A result as the report needs it: findings without their edits and sites."""
    findings = tuple(
        replace(item, finding=replace(item.finding, edits=())) for item in result.findings
    )
    return replace(result, findings=findings)


def _worth_reporting(result: Result) -> bool:
    return bool(result.findings) or result.changed or result.problem is not None or result.skipped


def process_chunk(
    candidates: Sequence[tuple[Path, bool]], settings: Settings, write: bool
) -> tuple[list[Result], int]:
    """Files (path, named on the command line) -> the results worth reporting, and
    how many files were read cleanly. Runs in a worker process."""
    kept, scanned = [], 0
    for path, explicit in candidates:
        result = process_path(path, settings, write=write, explicit=explicit)
        if result is None:
            continue
        if result.problem is None and not result.skipped:
            scanned += 1
        if _worth_reporting(result):
            kept.append(slim(result))
    return kept, scanned


def default_jobs() -> int:
    """The CPUs this process may run on."""
    if hasattr(os, "sched_getaffinity"):
        return max(1, len(os.sched_getaffinity(0)))
    return max(1, os.cpu_count() or 1)


def process_paths(
    candidates: Sequence[tuple[Path, bool]],
    settings: Settings,
    *,
    write: bool,
    jobs: int = 1,
    advance: Callable[[int], None] | None = None,
) -> Run:
    """Every file, in worker processes when there are enough to pay for them.

    The results come back in the order of `candidates` whatever `jobs` is;
    `advance(n)` is told as files are done (for a progress bar).
    """
    start = time.perf_counter()
    if jobs <= 1 or len(candidates) < PARALLEL_MIN_FILES:
        chunks = [
            _run_chunk(candidates[i : i + 64], settings, write, advance)
            for i in range(0, len(candidates), 64)
        ]
    else:
        chunks = _run_parallel(candidates, settings, write, jobs, advance)
    results = tuple(result for kept, _ in chunks for result in kept)
    return Run(results, sum(count for _, count in chunks), time.perf_counter() - start)


def _run_chunk(
    chunk: Sequence[tuple[Path, bool]],
    settings: Settings,
    write: bool,
    advance: Callable[[int], None] | None,
) -> tuple[list[Result], int]:
    done = process_chunk(chunk, settings, write)
    if advance is not None:
        advance(len(chunk))
    return done


def _run_parallel(
    candidates: Sequence[tuple[Path, bool]],
    settings: Settings,
    write: bool,
    jobs: int,
    advance: Callable[[int], None] | None,
) -> list[tuple[list[Result], int]]:
    """Contiguous chunks, several a worker so that one slow file does not idle the others."""
    import concurrent.futures
    import multiprocessing

    low, high = _CHUNK_RANGE
    size = max(low, min(high, len(candidates) // (jobs * 8)))
    chunks = [candidates[i : i + size] for i in range(0, len(candidates), size)]
    # fork: workers start with the tool already imported (Linux; elsewhere the default)
    context = multiprocessing.get_context("fork") if sys.platform == "linux" else None
    done: list[tuple[list[Result], int] | None] = [None] * len(chunks)
    with concurrent.futures.ProcessPoolExecutor(jobs, mp_context=context) as pool:
        futures = {
            pool.submit(process_chunk, chunk, settings, write): index
            for index, chunk in enumerate(chunks)
        }
        for future in concurrent.futures.as_completed(futures):
            index = futures[future]
            done[index] = future.result()
            if advance is not None:
                advance(len(chunks[index]))
    return [item for item in done if item is not None]


def write_atomic(path: Path, data: bytes) -> None:
    """Write through a temporary file in the same folder, keeping the file's mode."""
    import tempfile

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
