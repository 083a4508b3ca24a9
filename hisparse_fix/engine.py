"""One file through the pipeline: bytes -> sites -> findings -> edits -> bytes.

The only module that reads and writes files. A fix is kept only if a second
pass over the fixed text finds nothing more to change. Many files are run in
worker processes (`process_paths`), each sending back only what the report
needs.
"""

from __future__ import annotations

import contextlib
import os
import re
import stat
import sys
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO

from hisparse_fix.codec import BYTES, Codec
from hisparse_fix.codec import decode as codec_decode
from hisparse_fix.formats import Adapter, format_for, may_have_shebang
from hisparse_fix.formats.errors import ParseError, SkippedFile
from hisparse_fix.limits import MAX_BYTES, TimeLimitExceeded, deadline
from hisparse_fix.settings import Settings
from hisparse_fix.sites import HISPARSE_MARKS, Finding, LaunchSite, Severity

if TYPE_CHECKING:
    from concurrent.futures import ProcessPoolExecutor

    from hisparse_fix.consensus import Checked

MARKERS = tuple(mark.encode() for mark in HISPARSE_MARKS)
"""Files without one hold no HiSparse launch and are never parsed."""

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
    detail: str = ""
    """The traceback of an internal error, for `--verbose`."""


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
    link_target: str = ""
    """A symlink's resolved target: the link is skipped, and its note is dropped
    when the target is itself one of the files being fixed (`process_paths`)."""
    codec: Codec = BYTES
    """How `original` was decoded and `fixed` is written."""

    @property
    def changed(self) -> bool:
        return self.problem is None and self.fixed != self.original

    @property
    def fixed_bytes(self) -> bytes:
        return self.codec.encode(self.fixed)


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
    # Imported here: a run over files without launches never needs the rules or edits.
    from hisparse_fix.consensus import Checked, settle
    from hisparse_fix.formats.offsets import line_and_column
    from hisparse_fix.formats.text_edits import OverlappingEditsError
    from hisparse_fix.rules import check_site, tolerated
    from hisparse_fix.suppression import check_sites

    # `# hisparse-fix: ignore` comments take a launch's findings out before consensus.
    sites, unused_ignores = check_sites(text, fmt.find_sites(text), settings, check_site)
    checked = [Checked(site, findings) for site, findings in sites]
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
    located = settled + unused_ignores
    findings = [Located(f, *line_and_column(text, f.span.start)) for f in located]
    findings.sort(key=lambda item: (item.line, item.column, item.finding.code))
    return fixed, tuple(findings)


def _unwritable(
    text: str, fmt: Adapter, checked: list[Checked], blocked: dict[int, str]
) -> dict[int, str]:
    """The sites, not yet blocked, whose own edits the adapter cannot write, and why."""
    from hisparse_fix.formats.text_edits import OverlappingEditsError

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
    from hisparse_fix.formats.offsets import line_and_column

    line, _ = line_and_column(text, site.span.start)
    return f"the launch on line {line}" + (f" {site.run}" if site.run else "")


def decode(data: bytes) -> str:
    """Bytes to text and back losslessly: undecodable bytes survive as surrogates."""
    return data.decode(BYTES.encoding, BYTES.errors)


def encode(text: str, codec: Codec = BYTES) -> bytes:
    return codec.encode(text)


def process_bytes(label: str, data: bytes, fmt: Adapter, settings: Settings) -> Result:
    """Fix one file's bytes.

    Only a changed file's result keeps its texts (for the diff and the
    write), so a scan of a large tree holds no more than what it changes.
    """
    if not any(marker in data for marker in MARKERS):
        return Result(label)
    name = getattr(fmt, "name", "")
    try:
        text, codec = codec_decode(data, name)
        with deadline():
            fix = fix_text(text, fmt, settings)
        if fix.text != text:
            codec.encode(fix.text)  # a fix the file's codec cannot hold is not written
    except ParseError as error:
        return Result(label, problem=Problem(error.message, error.line, error.column))
    except SkippedFile as skipped:
        return Result(label, skipped=True, note=str(skipped))
    except RecursionError:
        return Result(label, problem=Problem("too deeply nested to read"))
    except UnicodeEncodeError as error:
        return Result(label, problem=Problem(f"the fix cannot be written as {error.encoding}"))
    except TimeLimitExceeded as error:
        return Result(label, problem=Problem(f"not read within {error.args[0]:g} s: left as it is"))
    except Exception as error:  # one file's bug must not stop the run or lose its name
        return Result(label, problem=internal_error(error))
    if fix.text == text:
        return Result(label, findings=fix.findings)
    return Result(label, text, fix.text, fix.findings, codec=codec)


def internal_error(error: Exception) -> Problem:
    """An exception no adapter should raise, with its traceback kept for `--verbose`."""
    import traceback

    from hisparse_fix.formats.text_edits import OverlappingEditsError

    error.args = tuple(_shown_argument(argument) for argument in error.args)
    detail = "".join(traceback.format_exception(type(error), error, error.__traceback__))
    message = str(error) if isinstance(error, (NotConvergedError, OverlappingEditsError)) else ""
    message = message or f"{type(error).__name__}: {error}".rstrip(": ")
    return Problem(f"internal error: {message}", detail=detail)


_SHOWN_ARGUMENT = 200
"""Characters of an exception's argument kept in its message."""


def _shown_argument(argument: object) -> object:
    """A plain value as it is; any other object by its type only, since its `repr` can be
    the whole of a parse tree (libcst's `KeyError(node)`), slow to build and unreadable."""
    if isinstance(argument, (int, float, bool)) or argument is None:
        return argument
    if isinstance(argument, str):
        return argument if len(argument) <= _SHOWN_ARGUMENT else argument[:_SHOWN_ARGUMENT] + "..."
    return f"<{type(argument).__name__}>"


def process_path(path: Path, settings: Settings, *, write: bool, explicit: bool) -> Result | None:
    """Read, fix and (with `write`) save one file; errors become a `Problem`.

    None for a file found in a folder that no adapter reads, that is not a
    regular file (a FIFO would block the run, a socket cannot be read) or that
    is binary; a file named on the command line gets a note instead. A symlink
    is never read through here (see `_symlink`), and only regular files are
    opened.
    """
    label = str(path)
    if LEFTOVER.fullmatch(path.name):
        return _leftover(path, write=write)
    fmt = format_for(path)
    if fmt is None and not may_have_shebang(path) and not explicit:
        return None  # decided by the name alone: no system call
    try:
        info = os.lstat(path)
        if stat.S_ISLNK(info.st_mode):
            return _symlink(path, fmt, explicit=explicit)
        if not stat.S_ISREG(info.st_mode):
            return _note(label, "not a regular file: never opened", explicit)
        snapshot = Snapshot.read(path)
    except FileNotFoundError:
        return Result(label, problem=Problem("no such file or folder")) if explicit else None
    except OSError as error:
        return Result(label, problem=Problem(f"cannot read: {error.strerror or error}"))
    if snapshot is None:
        return _note(label, "not a regular file: never opened", explicit)
    if fmt is None and may_have_shebang(path):
        fmt = format_for(path, decode(snapshot.data[:_HEAD_BYTES]))
    if fmt is None:
        return Result(label, skipped=True) if explicit else None
    if not explicit and snapshot.data.find(b"\0", 0, BINARY_PROBE) != -1:
        return None
    if snapshot.size > MAX_BYTES:
        return _too_large(path, snapshot.size)
    result = process_bytes(label, snapshot.data, fmt, settings)
    if write and result.changed:
        return _write(path, result, snapshot)
    return result


TEMPORARY_TAG = ".hisparse-fix-"
LEFTOVER = re.compile(r"\..+\.hisparse-fix-[a-z0-9_]{8}\.tmp", re.DOTALL)
"""`.NAME.hisparse-fix-XXXXXXXX.tmp`: a temporary file of a `--write` run. One left by
a run that was killed is removed by the next `--write` run and never read."""


class ChangedOnDiskError(Exception):
    """The file is not what was read: someone else wrote it meanwhile."""


@dataclass(frozen=True)
class Snapshot:
    """A file's bytes and the identity they were read under (up to `MAX_BYTES` + 1)."""

    data: bytes
    identity: tuple[int, int, int, int]
    """Device, inode, size and modification time in nanoseconds."""

    @property
    def size(self) -> int:
        return self.identity[2]

    @classmethod
    def read(cls, path: Path) -> Snapshot | None:
        """None when `path` is not a regular file (checked on the open file, so a
        FIFO swapped in since `lstat` neither blocks nor is read)."""
        descriptor = os.open(path, _READ_FLAGS)
        try:
            info = os.fstat(descriptor)
            if not stat.S_ISREG(info.st_mode):
                return None
            data = _read_up_to(descriptor, MAX_BYTES + 1, info.st_size)
        finally:
            os.close(descriptor)
        return cls(data, (info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns))

    def check(self, path: Path) -> None:
        """Raise ChangedOnDiskError unless `path` still holds exactly these bytes."""
        try:
            now = Snapshot.read(path)
        except OSError:  # removed, or replaced by a symlink
            now = None
        if now is None or now != self:
            raise ChangedOnDiskError("changed on disk since it was read: left as it is")


def _read_up_to(descriptor: int, limit: int, size: int) -> bytes:
    """The file's bytes to its end, at most `limit`. Read without a file object, the
    first read sized by `size` (what `fstat` said): a scan reads thousands of files."""
    chunks = []
    want = min(size + 1, limit)
    while limit > 0:
        chunk = os.read(descriptor, min(want, limit))
        if not chunk:
            break
        chunks.append(chunk)
        limit -= len(chunk)
        want = _READ_SIZE
    return chunks[0] if len(chunks) == 1 else b"".join(chunks)


_READ_SIZE = 1 << 16
"""Bytes asked for by each read after the first, for a file grown since its `fstat`."""

_READ_FLAGS = (
    os.O_RDONLY
    | getattr(os, "O_NOFOLLOW", 0)
    | getattr(os, "O_NONBLOCK", 0)
    | getattr(os, "O_CLOEXEC", 0)
    | getattr(os, "O_BINARY", 0)
)
"""Never through a symlink, never waiting on a FIFO."""


def _note(label: str, note: str, explicit: bool) -> Result | None:
    """A skip note for a file named on the command line; a found one passes in silence."""
    return Result(label, skipped=True, note=note) if explicit else None


def _too_large(path: Path, size: int) -> Result:
    """A file over `MAX_BYTES`: clean unless it mentions HiSparse, then a note."""
    label = str(path)
    try:
        with path.open("rb") as handle:
            mentions = _mentions_hisparse(handle)
    except OSError as error:
        return Result(label, problem=Problem(f"cannot read: {error.strerror or error}"))
    if not mentions:
        return Result(label)
    note = f"{size / 1024:,.0f} KiB: files over {MAX_BYTES // 1024} KiB are not read"
    return Result(label, skipped=True, note=note)


def _mentions_hisparse(handle: BinaryIO) -> bool:
    """Whether a marker occurs anywhere in the stream, read a MiB at a time."""
    overlap = max(len(marker) for marker in MARKERS) - 1
    tail = b""
    while chunk := handle.read(1 << 20):
        window = tail + chunk
        if any(marker in window for marker in MARKERS):
            return True
        tail = window[-overlap:]
    return False


def _symlink(path: Path, fmt: Adapter | None, *, explicit: bool) -> Result | None:
    """A symlink is never replaced and never written through. Its target is fixed only
    as one of the files being fixed (`process_paths` then drops this note); else the
    link is skipped with a note. A dangling link is a note, not an error."""
    label = str(path)
    try:
        target = os.path.realpath(path, strict=True)
        info = os.stat(target)
    except (OSError, RuntimeError):  # dangling, a loop, or unreadable
        return _note(label, "dangling symlink: nothing to read", explicit or fmt is not None)
    if not stat.S_ISREG(info.st_mode):
        return _note(label, "symlink to something that is not a regular file", explicit)
    if not explicit and not _may_hold_launch(Path(target), fmt):
        return None
    note = f"symlink to {target}, which is not among the files being fixed: left as it is"
    return Result(label, skipped=True, note=note, link_target=target)


def _may_hold_launch(target: Path, fmt: Adapter | None) -> bool:
    """Whether a found link's target is a file of a format that mentions HiSparse
    (so that links to programs and data outside pass in silence)."""
    try:
        snapshot = Snapshot.read(target)
    except OSError:
        return False
    if snapshot is None:
        return False
    head = decode(snapshot.data[:_HEAD_BYTES])
    if (fmt or format_for(target, head)) is None:
        return False
    return any(marker in snapshot.data for marker in MARKERS)


def _write(path: Path, result: Result, snapshot: Snapshot) -> Result:
    label, original = result.path, result.original
    try:
        write_atomic(path, result.fixed_bytes, snapshot)
    except ChangedOnDiskError as error:
        problem = Problem(str(error))
    except OSError as error:
        problem = Problem(f"cannot write: {error.strerror or error}")
    else:
        return replace(result, written=True)
    return Result(label, original, original, result.findings, problem, codec=result.codec)


def _leftover(path: Path, *, write: bool) -> Result | None:
    """A temporary file of a `--write` run that was killed: removed by a `--write`
    run (unless a running one still holds it), never read."""
    label = str(path)
    if not write:
        return Result(label, skipped=True, note="temporary file of an interrupted --write run")
    if remove_leftover(path):
        return Result(label, skipped=True, note="temporary file of an interrupted run: removed")
    return None


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
        try:
            result = process_path(path, settings, write=write, explicit=explicit)
        except Exception as error:  # a bug outside the parse: still this file's, not the run's
            result = Result(str(path), problem=internal_error(error))
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
    if any(result.link_target for result in results):
        fixed = real_paths(path for path, _ in candidates)
        results = tuple(result for result in results if result.link_target not in fixed)
    return Run(results, sum(count for _, count in chunks), time.perf_counter() - start)


def real_paths(paths: Iterable[Path]) -> set[str]:
    """Each path with its folder resolved (a folder once, whatever the number of files):
    a symlink's resolved target is among them when it is one of these files."""
    folders: dict[str, str] = {}
    found = set()
    for path in paths:
        folder, name = os.path.split(os.path.abspath(path))
        if folder not in folders:
            folders[folder] = os.path.realpath(folder)
        found.add(os.path.join(folders[folder], name))
    return found


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
    """Contiguous chunks, several a worker so that one slow file does not idle the others.

    A forked worker holds the run's files already, so a chunk is sent as its bounds
    rather than as paths to pickle and unpickle; elsewhere each chunk's files are sent.
    """
    import concurrent.futures

    low, high = _CHUNK_RANGE
    size = max(low, min(high, len(candidates) // (jobs * 8)))
    bounds = [(i, min(i + size, len(candidates))) for i in range(0, len(candidates), size)]
    done: list[tuple[list[Result], int] | None] = [None] * len(bounds)
    forked = sys.platform == "linux"
    with _pool(jobs, (candidates, settings, write) if forked else None) as pool:
        futures = {}
        for index, (start, stop) in enumerate(bounds):
            if forked:
                future = pool.submit(_process_bounds, start, stop)
            else:
                future = pool.submit(process_chunk, candidates[start:stop], settings, write)
            futures[future] = index
        for future in concurrent.futures.as_completed(futures):
            index = futures[future]
            done[index] = future.result()
            if advance is not None:
                start, stop = bounds[index]
                advance(stop - start)
    return [item for item in done if item is not None]


@contextlib.contextmanager
def _pool(jobs: int, run: _ForkedRun | None) -> Iterator[ProcessPoolExecutor]:
    """Worker processes. Given the `run`, they are forked (Linux): they start with the
    tool imported and the run in memory, and the objects they inherit are kept out of
    their garbage collections, which would otherwise write to (and so copy) every page
    they share with this process. Else they start afresh (the platform's default)."""
    import concurrent.futures
    import gc
    import multiprocessing

    if run is None:
        with concurrent.futures.ProcessPoolExecutor(jobs) as pool:
            yield pool
        return
    fork = multiprocessing.get_context("fork")
    gc.freeze()
    try:
        with concurrent.futures.ProcessPoolExecutor(
            jobs, mp_context=fork, initializer=_keep_run, initargs=run
        ) as pool:
            yield pool
    finally:
        gc.unfreeze()


_ForkedRun = tuple[Sequence[tuple[Path, bool]], Settings, bool]
"""What a forked worker is given once: the run's files, settings and `write`."""

_worker_run: _ForkedRun | None = None
"""In a forked worker only: the run it was forked for (see `_run_parallel`)."""


def _keep_run(candidates: Sequence[tuple[Path, bool]], settings: Settings, write: bool) -> None:
    """A forked worker's initializer: its arguments are inherited memory, never pickled."""
    global _worker_run
    _worker_run = (candidates, settings, write)


def _process_bounds(start: int, stop: int) -> tuple[list[Result], int]:
    """`process_chunk` over `candidates[start:stop]` of the run a worker was forked for."""
    assert _worker_run is not None, "only called in a worker forked by _run_parallel"
    candidates, settings, write = _worker_run
    return process_chunk(candidates[start:stop], settings, write)


def write_atomic(path: Path, data: bytes, expected: Snapshot | None = None) -> None:
    """Replace `path` with `data` whole, or not at all.

    The bytes go to a temporary file in the same folder (locked, so that another
    run's cleanup leaves it alone), are flushed to disk with the file's mode (and
    owner where permitted), and replace the file with one `os.replace`, after
    checking that the file still holds what was read (`expected`). A kill at any
    moment leaves the old file or the new one, and at most a temporary file that
    the next `--write` run removes; on an error the temporary file is removed.
    """
    import tempfile

    if expected is not None:
        expected.check(path)
    info = os.stat(path)
    stem = os.fsdecode(os.fsencode(path.name)[:200])
    descriptor, temporary = tempfile.mkstemp(
        dir=path.parent, prefix=f".{stem}{TEMPORARY_TAG}", suffix=".tmp"
    )
    try:
        _lock(descriptor)
        os.chmod(temporary, stat.S_IMODE(info.st_mode))
        _keep_owner(descriptor, info)
        with os.fdopen(descriptor, "wb", closefd=False) as handle:
            handle.write(data)
            handle.flush()
            os.fsync(descriptor)
        if expected is not None:
            expected.check(path)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    finally:
        os.close(descriptor)
    _sync_folder(path.parent)


def remove_leftover(path: Path) -> bool:
    """Remove a temporary file that no running `--write` holds; whether it was removed."""
    try:
        descriptor = os.open(path, _READ_FLAGS)
    except OSError:
        return False
    try:
        info = os.fstat(descriptor)
        if not stat.S_ISREG(info.st_mode) or not _lock(descriptor, wait=False):
            return False
        if os.lstat(path).st_ino != info.st_ino:
            return False
        os.unlink(path)
        return True
    except OSError:
        return False
    finally:
        os.close(descriptor)


def _lock(descriptor: int, *, wait: bool = True) -> bool:
    """An exclusive advisory lock (released when the process ends, even by a kill)."""
    try:
        import fcntl
    except ImportError:  # Windows: no advisory locks; a cleanup may race a write
        return True
    try:
        fcntl.flock(descriptor, fcntl.LOCK_EX | (0 if wait else fcntl.LOCK_NB))
    except BlockingIOError:
        return False
    return True


def _keep_owner(descriptor: int, info: os.stat_result) -> None:
    """The original owner and group where this process may set them."""
    if not hasattr(os, "fchown"):
        return
    now = os.fstat(descriptor)
    if (now.st_uid, now.st_gid) == (info.st_uid, info.st_gid):
        return
    try:
        os.fchown(descriptor, info.st_uid, info.st_gid)
    except OSError:
        with contextlib.suppress(OSError):
            os.fchown(descriptor, -1, info.st_gid)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX; elsewhere folders cannot be opened)."""
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)
