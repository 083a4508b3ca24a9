"""One file through the pipeline: bytes -> sites -> findings -> edits -> bytes.

A fix is kept only if a second pass over the fixed text finds nothing more to
change. `process_path` decides what becomes of one path (read, skipped with a note,
fixed and written); how a file is read and replaced without harm is in
`hisparse_fix.engine.files`, and a batch of many files is `hisparse_fix.project.batch`.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO, NamedTuple

from hisparse_fix.engine.collector import fewer_collections
from hisparse_fix.engine.files import (
    LEFTOVER,
    ChangedOnDiskError,
    Snapshot,
    remove_leftover,
    write_atomic,
)
from hisparse_fix.formats import Adapter, format_for, may_have_shebang
from hisparse_fix.formats.codec import BYTES, Codec
from hisparse_fix.formats.codec import decode as codec_decode
from hisparse_fix.formats.errors import ParseError, SkippedFile
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.vocabulary.limits import MAX_BYTES
from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.scope import FILE_MARKS, LAUNCH_MARK, judging_every_launch
from hisparse_fix.vocabulary.severity import Severity

if TYPE_CHECKING:
    from hisparse_fix.engine.consensus import Checked
    from hisparse_fix.engine.hunks import Hunk
    from hisparse_fix.vocabulary.sites import Finding, LaunchSite

MARKERS = tuple(mark.encode() for mark in FILE_MARKS)
"""Files without one hold no HiSparse launch and are never parsed."""
LAUNCH_MARKER = LAUNCH_MARK.encode()
"""Any SGLang launch's mark, as bytes."""
EVERY_LAUNCH_MARKERS = (*MARKERS, LAUNCH_MARKER)
"""Under `--scope all`: files without one hold no SGLang launch."""

_HEAD_BYTES = 256
BINARY_PROBE = 8192
"""A NUL byte in a found file's first this many bytes marks it binary: skipped."""


class Located(NamedTuple):
    """A finding with its 1-based line and column in the original text."""

    finding: Finding
    line: int
    column: int
    fix: tuple[Hunk, ...] = ()
    """This finding's fix alone, as replacements of the original text: its edits applied
    together with what they need (a comma, a continuation `\\`), and nothing of the
    other findings' edits, so a user can accept it alone (see `alone_fixes`)."""

    @property
    def fixable(self) -> bool:
        return self.finding.severity is Severity.FIX

    @property
    def refused(self) -> bool:
        """SGLang refuses the launch as it stands: fixable, or known but unfixable."""
        return self.finding.severity in {Severity.FIX, Severity.UNFIXABLE}


class Problem(NamedTuple):
    """A file that could not be read or fixed; it is left untouched."""

    message: str
    line: int | None = None
    column: int | None = None
    detail: str = ""
    """The traceback of an internal error, for `--verbose`."""
    transient: bool = False
    """Not a verdict on the bytes (an internal error, a reading that hung): never
    remembered (`hisparse_fix.project.cache`)."""


class Result(NamedTuple):
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
    unjudged: bool = False
    """Skipped although it mentions HiSparse (too large to read, a template): a launch
    SGLang refuses may be in it, so `--check` fails."""
    after: tuple[Located, ...] = ()
    """For a changed file, the findings of its fixed text (`Fix.after`)."""
    settled: bool = True
    """False for a changed file judged once (`fix_text`'s `settle`): its fixed text was
    not judged again, so it serves a verdict but not a write or a diff."""

    @property
    def changed(self) -> bool:
        return self.problem is None and self.fixed != self.original

    @property
    def fixed_bytes(self) -> bytes:
        return self.codec.encode(self.fixed)


class Fix(NamedTuple):
    text: str
    findings: tuple[Located, ...] = ()
    after: tuple[Located, ...] = ()
    """The findings of the fixed text (the second pass): what a run over the written file
    finds, so that a `--write` run can remember its verdict (`hisparse_fix.project.cache`)."""


class NotConvergedError(RuntimeError):
    """A second pass over fixed text still found something to fix."""


def fix_text(
    text: str, fmt: Adapter, settings: Settings, *, own_fixes: bool = True, settle: bool = True
) -> Fix:
    """Pure: the fixed text and the findings of one file's text (its launches read under
    the run's `--scope`). `own_fixes`: each finding also carries its fix alone
    (`Located.fix`), which only the machine-readable reports, the API and the server show.

    `settle`: a changed text is judged again, to find what a run over the written file
    finds (`Fix.after`) and that the fixes settle (else `NotConvergedError`). Only a
    run that writes or shows the fixed text needs it; `--check` asks for the verdict on
    the file as it is, and this second pass is about half of judging a changed file."""
    remaining: tuple[Located, ...] = ()
    with judging_every_launch(settings.scope == "all"), fewer_collections():
        fixed, findings = _one_pass(text, fmt, settings, own_fixes)
        if settle and fixed != text:
            again, remaining = _one_pass(fixed, fmt, settings, own_fixes)
            if again != fixed:
                left = [item for item in remaining if item.finding.edits]
                codes = ", ".join(sorted({item.finding.code for item in left}))
                where = f" on line {left[0].line}" if left else ""
                raise NotConvergedError(f"fixes did not settle ({codes} again{where})")
    return Fix(fixed, findings, remaining)


def _one_pass(
    text: str, fmt: Adapter, settings: Settings, own_fixes: bool = True
) -> tuple[str, tuple[Located, ...]]:
    """Every site through the rules, then only the edits every run agrees on.

    A site reached only on another platform than the one it is judged for
    (`branches`) only reads its text; one whose HiSparse switch the tool cannot
    read is judged as if it were on, for a warning (`unknown_switch`).
    A site whose edits the adapter cannot write (an anchor written in two
    places, a value its quotes cannot hold) keeps its findings as unfixable,
    and the others are settled again without it.
    """
    # Imported here: a run over files without launches never needs the rules or edits.
    from hisparse_fix.engine.consensus import Checked, settle
    from hisparse_fix.engine.suppression import check_sites
    from hisparse_fix.formats.errors import OverlappingEditsError
    from hisparse_fix.formats.offsets import line_and_column
    from hisparse_fix.rules import check_site, tolerated

    # `# hisparse-fix: ignore` comments take a launch's findings out before consensus.
    sites, unused_ignores = check_sites(
        text, judged_sites(text, fmt, settings), settings, check_site
    )
    checked = [Checked(_readers_on(site, settings), findings) for site, findings in sites]
    describe, tolerates = partial(describe_site, text), partial(tolerated, settings=settings)
    blocked: dict[int, str] = {}
    while True:
        settled = settle(checked, describe, tolerates, blocked)
        edits = [edit for finding in settled for edit in finding.edits]
        try:
            fixed = fmt.apply(text, edits) if edits else text
            break
        except OverlappingEditsError as error:
            unwritable = _unwritable(text, fmt, checked, blocked) or _together(
                checked, blocked, error.placed(text)
            )
            if not unwritable:
                raise
            blocked.update(unwritable)
    located = settled + unused_ignores
    alone = alone_fixes(text, fixed, fmt, settled) if own_fixes and fixed != text else {}
    findings = [
        Located(f, *line_and_column(text, f.span.start), alone.get(id(f), ())) for f in located
    ]
    findings.sort(key=lambda item: (item.line, item.column, item.finding.code))
    return fixed, tuple(findings)


def alone_fixes(
    text: str, fixed: str, fmt: Adapter, findings: list[Finding]
) -> dict[int, tuple[Hunk, ...]]:
    """Each fixable finding's edits applied to `text` without the others', as the
    replacements that make the difference (keyed by the finding's `id`).

    The adapter writes an edit with the bytes it depends on (the comma before an item
    added after the last one, the `\\` of the line a dropped last line continued), so
    each fix leaves a valid file. Fixes that touch the same bytes are not merged: as in
    ruff, a client applies the first and runs again for the other.
    """
    from hisparse_fix.engine.hunks import changed_hunks
    from hisparse_fix.formats.errors import OverlappingEditsError

    editing = [finding for finding in findings if finding.edits]
    if len(editing) == 1 and editing[0].severity is Severity.FIX:
        return {id(editing[0]): tuple(changed_hunks(text, fixed))}  # `fixed` is its fix alone
    fixes: dict[int, tuple[Hunk, ...]] = {}
    for finding in editing:
        if finding.severity is not Severity.FIX:
            continue
        try:
            fixes[id(finding)] = tuple(changed_hunks(text, fmt.apply(text, finding.edits)))
        except OverlappingEditsError:
            continue
    return fixes


def judged_sites(text: str, fmt: Adapter, settings: Settings) -> list[LaunchSite]:
    """The adapter's sites as the rules judge them: a ROCm run beside a launch that shows
    ROCm's signs (`platform_signs`), a launch in a branch for another platform judged as
    that platform or only read (`branches`), an unknown HiSparse switch judged as on."""
    from hisparse_fix.engine.config_option import with_config_file
    from hisparse_fix.engine.unknown_switch import with_unknown_switch
    from hisparse_fix.formats.branches import judged_on
    from hisparse_fix.sglang.platform_signs import with_platform_signs

    return [
        with_unknown_switch(judged_on(text, with_config_file(site), settings), settings)
        for site in with_platform_signs(fmt.find_sites(text), settings)
    ]


def _readers_on(site: LaunchSite, settings: Settings) -> LaunchSite:
    """The site without the readers that stand for the platform it is judged on (a
    branch written for that platform is judged as the run's own)."""
    platform = site.platform or settings.platform
    readers = tuple(reader for reader in site.readers if reader.reads_on(platform))
    return site if readers == site.readers else replace(site, readers=readers)


def _unwritable(
    text: str, fmt: Adapter, checked: list[Checked], blocked: dict[int, str]
) -> dict[int, str]:
    """The sites, not yet blocked, whose own edits the adapter cannot write, and why."""
    from hisparse_fix.formats.errors import OverlappingEditsError

    found = {}
    for index, item in enumerate(checked):
        edits = [edit for finding in item.findings for edit in finding.edits]
        if index in blocked or not edits:
            continue
        try:
            fmt.apply(text, edits)
        except OverlappingEditsError as error:
            found[index] = f"the tool cannot write this edit here ({error.placed(text)})"
    return found


def _together(checked: list[Checked], blocked: dict[int, str], error: str) -> dict[int, str]:
    """Each site can have its edits alone but not all together (they meet in text the
    format cannot write twice): none of them is written, and each says why (`error`)."""
    why = f"the tool cannot write this launch's edits together with the others here ({error})"
    return {
        index: why
        for index, item in enumerate(checked)
        if index not in blocked and any(finding.edits for finding in item.findings)
    }


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


def may_hold_launch(data: bytes, settings: Settings) -> bool:
    """The cheap test before any parse: whether the bytes hold a marker of a launch the
    run judges (`MARKERS`; under `--scope all`, every SGLang launch's)."""
    markers = EVERY_LAUNCH_MARKERS if settings.scope == "all" else MARKERS
    return any(marker in data for marker in markers)


def process_bytes(
    label: str,
    data: bytes,
    fmt: Adapter,
    settings: Settings,
    *,
    own_fixes: bool = True,
    settle: bool = True,
) -> Result:
    """Fix one file's bytes (`own_fixes`, `settle`: see `fix_text`).

    Only a changed file's result keeps its texts (for the diff and the
    write), so a scan of a large tree holds no more than what it changes.
    """
    if not may_hold_launch(data, settings):
        return Result(label)
    name = getattr(fmt, "name", "")
    try:
        text, codec = codec_decode(data, name)
        fix = fix_text(text, fmt, settings, own_fixes=own_fixes, settle=settle)
        if fix.text != text:
            codec.encode(fix.text)  # a fix the file's codec cannot hold is not written
    except ParseError as error:
        return Result(label, problem=Problem(error.message, error.line, error.column))
    except SkippedFile as skipped:
        return Result(label, skipped=True, note=str(skipped), unjudged=True)
    except RecursionError:
        return Result(label, problem=Problem("too deeply nested to read"))
    except UnicodeEncodeError as error:
        return Result(label, problem=Problem(f"the fix cannot be written as {error.encoding}"))
    except Exception as error:  # one file's bug must not stop the run or lose its name
        return Result(label, problem=internal_error(error))
    if fix.text == text:
        return Result(label, findings=fix.findings)
    return Result(label, text, fix.text, fix.findings, codec=codec, after=fix.after, settled=settle)


def internal_error(error: Exception) -> Problem:
    """An exception no adapter should raise, with its traceback kept for `--verbose`."""
    import traceback

    from hisparse_fix.formats.errors import OverlappingEditsError

    error.args = tuple(_shown_argument(argument) for argument in error.args)
    detail = "".join(traceback.format_exception(type(error), error, error.__traceback__))
    message = str(error) if isinstance(error, (NotConvergedError, OverlappingEditsError)) else ""
    message = message or f"{type(error).__name__}: {error}".rstrip(": ")
    return Problem(f"internal error: {message}", detail=detail, transient=True)


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


class Read(NamedTuple):
    """A file read, of a format an adapter reads, not yet judged (`read_path`)."""

    path: str
    """As `pathlib` writes it (the file's label in the report)."""
    snapshot: Snapshot
    fmt: Adapter


def process_path(
    path: Path, settings: Settings, *, write: bool, explicit: bool, own_fixes: bool = True
) -> Result | None:
    """Read, fix and (with `write`) save one file; errors become a `Problem`."""
    read = read_path(path, write=write, explicit=explicit)
    if isinstance(read, Read):
        return judge_read(read, settings, write=write, own_fixes=own_fixes)
    return read


def judge_read(read: Read, settings: Settings, *, write: bool, own_fixes: bool = True) -> Result:
    """A file read by `read_path` through the pipeline, written with `write`."""
    result = process_bytes(read.path, read.snapshot.data, read.fmt, settings, own_fixes=own_fixes)
    if write and result.changed:
        return write_result(read, result)
    return result


def write_result(read: Read, result: Result) -> Result:
    """The fixed bytes of `result` written over the file `read`, unless it changed since."""
    return _write(Path(read.path), result, read.snapshot)


def prepare(formats: Iterable[Adapter]) -> None:
    """Import the adapters of `formats` and the rules: done before worker processes are
    forked, each is imported once for all of them rather than once in each."""
    import importlib

    from hisparse_fix import rules  # noqa: F401

    for fmt in formats:
        name = getattr(fmt, "name", "")
        if name:
            importlib.import_module(f"hisparse_fix.formats.{name}")


def looks_binary(data: bytes) -> bool:
    """A NUL byte in the first `BINARY_PROBE` bytes: a found file that is skipped."""
    return data.find(b"\0", 0, BINARY_PROBE) != -1


def read_path(path: Path | str, *, write: bool, explicit: bool) -> Read | Result | None:
    """One path read, up to the judging: what `process_path` needs to judge it, or
    already its result.

    None for a file found in a folder that no adapter reads, that is not a
    regular file (a FIFO would block the run, a socket cannot be read) or that
    is binary; a file named on the command line gets a note instead. A symlink
    is never read through here (see `_symlink`), and only regular files are
    opened. A path given as a string is taken as `pathlib` writes it (a walk's): no
    `Path` is made for a file that is not read, and a walk finds thousands.
    """
    label = path if type(path) is str else str(path)
    if LEFTOVER.fullmatch(os.path.basename(label)):
        return _leftover(Path(label), write=write)
    fmt = format_for(label)
    if fmt is None and not may_have_shebang(label) and not explicit:
        return None  # decided by the name alone: no system call
    try:
        info = os.lstat(label)
        if stat.S_ISLNK(info.st_mode):
            return _symlink(Path(label), fmt, explicit=explicit)
        if not stat.S_ISREG(info.st_mode):
            return _note(label, "not a regular file: never opened", explicit)
        snapshot = Snapshot.read(label, None if explicit else MAX_BYTES + 1)
    except FileNotFoundError:
        return Result(label, problem=Problem("no such file or folder")) if explicit else None
    except OSError as error:
        return Result(label, problem=Problem(f"cannot read: {error.strerror or error}"))
    if snapshot is None:
        return _note(label, "not a regular file: never opened", explicit)
    if fmt is None and may_have_shebang(label):
        fmt = format_for(label, decode(snapshot.data[:_HEAD_BYTES]))
    if fmt is None:
        return Result(label, skipped=True) if explicit else None
    if not explicit and looks_binary(snapshot.data):
        return None
    if snapshot.size > MAX_BYTES and not explicit:
        return _too_large(Path(label), snapshot.size)
    return Read(label, snapshot, fmt)


def _note(label: str, note: str, explicit: bool) -> Result | None:
    """A skip note for a file named on the command line; a found one passes in silence."""
    return Result(label, skipped=True, note=note) if explicit else None


def _too_large(path: Path, size: int) -> Result:
    """A found file over `MAX_BYTES`: clean unless it mentions HiSparse, then a note
    (and `--check` fails: what it launches was not judged). A file named on the
    command line is read whatever its size."""
    label = str(path)
    try:
        with path.open("rb") as handle:
            mentions = _mentions_hisparse(handle)
    except OSError as error:
        return Result(label, problem=Problem(f"cannot read: {error.strerror or error}"))
    if not mentions:
        return Result(label)
    note = (
        f"{size / 1024:,.0f} KiB: files over {MAX_BYTES // 1024} KiB found in a folder are"
        " not read (name it on the command line to read it)"
    )
    return Result(label, skipped=True, note=note, unjudged=True)


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
