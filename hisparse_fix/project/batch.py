"""A batch of files at once: each read and tested for a marker in this process, looked
up in the result cache, and the files left to parse judged here or, when there are
enough of them to pay for it, in worker processes.

The results come back in the order the files were given, whatever the number of
workers, each slimmed to what the report needs. The worker pool is imported only
by a run that starts one.
"""

from __future__ import annotations

import contextlib
import os
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from hisparse_fix.engine.pipeline import (
    Located,
    Problem,
    Read,
    Result,
    internal_error,
    may_hold_launch,
    prepare,
    process_bytes,
    read_path,
    write_result,
)
from hisparse_fix.project.starter import can_fork
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.vocabulary.limits import Hung, hung_guard
from hisparse_fix.vocabulary.outside import Read as OutsideRead
from hisparse_fix.vocabulary.outside import recording
from hisparse_fix.vocabulary.records import replace

if TYPE_CHECKING:
    from concurrent.futures import ProcessPoolExecutor

    from hisparse_fix.project.cache import Cache
    from hisparse_fix.project.starter import Starter


class Batch(NamedTuple):
    """What the tool found in a batch of files, in the order the files were given."""

    results: tuple[Result, ...]
    """Only the files worth reporting: findings, a change, an error, or a skip notice."""
    scanned: int
    """Files an adapter read without error, clean ones included."""
    seconds: float = 0.0


PARALLEL_MIN_FILES = 8
"""Files to parse (those past the marker test and the cache) per worker process: below
twice this many one process is faster, since a worker costs its start and its imports."""

_CHUNKS_PER_WORKER = 4


def slim(result: Result) -> Result:
    """A result as the report needs it: findings without their edits and sites."""

    def bare(items: tuple[Located, ...]) -> tuple[Located, ...]:
        return tuple(replace(item, finding=replace(item.finding, edits=())) for item in items)

    return replace(result, findings=bare(result.findings), after=bare(result.after))


def _worth_reporting(result: Result) -> bool:
    return bool(result.findings) or result.changed or result.problem is not None or result.skipped


Item = tuple[Path | str, bool] | tuple[Path | str, bool, Settings]
"""A file: its path, whether it was named on the command line and, when it has
settings of its own (`per_file`), those; else the batch's settings apply. The path of a
file not named, given as a string, is written as `pathlib` writes it (a walk's
`Candidate.path`)."""


class Options(NamedTuple):
    """What every file of a run is judged with, besides its own settings."""

    write: bool
    own_fixes: bool = True
    """Each finding carries its fix alone (`engine.fix_text`)."""
    cache: Cache | None = None
    settle: bool = True
    """A changed file is judged again (`engine.fix_text`): needed to write or show the
    fixed text, not for `--check`'s verdict."""


class Miss(NamedTuple):
    """A file to parse: read, past the marker test, not in the cache."""

    index: int
    read: Read
    settings: Settings
    key: str = ""
    """Its cache entry's key (empty without a cache)."""


def judge_miss(miss: Miss, options: Options) -> Result:
    """Parse, judge and (with `write`) save one file, remembering its verdict. Runs in a
    worker process or in this one."""
    read, cache = miss.read, options.cache
    label = read.path
    try:
        with recording() as reads, hung_guard():
            result = process_bytes(
                label,
                read.snapshot.data,
                read.fmt,
                miss.settings,
                own_fixes=options.own_fixes,
                settle=options.settle,
            )
    except Exception as error:  # a bug outside the parse: still this file's, not the run's
        return Result(label, problem=internal_error(error))
    except Hung as error:  # a reader's bug: the step budget ends every reading far sooner
        why = f"internal error: still reading after {error.args[0]:g} s: left as it is"
        return Result(label, problem=Problem(why, transient=True))
    if cache is not None:
        cache.put(miss.key, result, reads)
    return _written(read, result, miss.settings, options, reads)


def _written(
    read: Read, result: Result, settings: Settings, options: Options, reads: list[OutsideRead]
) -> Result:
    """With `write`, a changed file written; the cache then remembers the verdict of the
    bytes written (the findings of the fixed text), so the next run parses nothing."""
    if not options.write or not result.changed:
        return result
    written = write_result(read, result)
    cache = options.cache
    if cache is not None and written.written and may_hold_launch(written.fixed_bytes, settings):
        fmt = getattr(read.fmt, "name", "")
        key = cache.key(written.fixed_bytes, settings, fmt, options.own_fixes)
        cache.put(key, Result(written.path, findings=written.after), reads)
    return written


def _first_look(item: Item, settings: Settings, options: Options) -> Result | Read | None:
    """A file read and its marker test: its result, or the `Read` to look up and parse.
    A file a walk found clean is told to the cache's clean-file index, which
    `process_paths` asks first (`_indexed`)."""
    raw, explicit = item[0], item[1]
    index = options.cache.clean if options.cache is not None and _indexed(item) else None
    # a walk's path is written as pathlib does already; a named one is written so here
    label = raw if type(raw) is str and not explicit else str(Path(raw))
    try:
        read = read_path(label, write=options.write, explicit=explicit)
    except Exception as error:  # a bug outside the parse: still this file's, not the run's
        return Result(label, problem=internal_error(error))
    if not isinstance(read, Read):
        return read
    if not may_hold_launch(read.snapshot.data, settings):
        if index is not None:
            index.remember(label, read.snapshot)
        return _CLEAN
    return read


_CLEAN = Result("")
"""What a file read and found without a marker comes to: counted, never reported (one
result for all of them, as a scan finds thousands)."""


def _indexed(item: Item) -> bool:
    """Whether the clean-file index answers for a file: one a walk found. A file named on
    the command line (pre-commit names a few) is read: reading it costs less than loading
    the index of the whole repository, several megabytes on a large one, and a walk would
    not always find it clean the same way (it skips binary and oversized files, which a
    named file is read whatever)."""
    return not item[1]


def default_jobs() -> int:
    """The CPUs this process may run on."""
    if hasattr(os, "sched_getaffinity"):
        return max(1, len(os.sched_getaffinity(0)))
    return max(1, os.cpu_count() or 1)


def process_paths(
    candidates: Sequence[Item],
    settings: Settings,
    *,
    write: bool,
    jobs: int = 1,
    advance: Callable[[int], None] | None = None,
    own_fixes: bool = True,
    cache: Cache | None = None,
    settle: bool = True,
    starter: Starter | None = None,
) -> Batch:
    """Every file: read, tested for a marker and looked up in the `cache` here; the
    files left to parse in worker processes when there are enough of them to pay for
    the workers (`PARALLEL_MIN_FILES`).

    The results come back in the order of `candidates` whatever `jobs` is;
    `advance(n)` is told as files are done (for a progress bar). Without `settle` (and
    `write`) a changed file is judged once (`engine.fix_text`). A `starter` forks the
    workers when it has been started (and is stopped either way).
    """
    start = time.perf_counter()
    options = Options(write, own_fixes, cache, settle or write)
    kept = _Kept(len(candidates))
    misses: list[Miss] = []
    early = _Early(starter, options, advance)
    for index, item in enumerate(candidates):
        if index % _EARLY_EVERY == 0:
            early.offer(misses)
        own = item[2] if len(item) > 2 else settings  # type: ignore[misc]
        if (
            cache is not None
            and _indexed(item)
            and cache.clean.clean(str(item[0]), own.scope == "all")
        ):
            kept.scanned += 1  # clean, unread: counted, no result made
            if advance is not None:
                advance(1)
            continue
        looked = _first_look(item, own, options)
        if isinstance(looked, Read):
            looked = _remembered(index, looked, own, options, misses)
            if looked is None:
                continue  # judged below, and told to `advance` then
        kept.add(index, looked)
        if advance is not None:
            advance(1)
    misses = early.collect(misses, kept)
    workers = min(jobs, len(misses) // PARALLEL_MIN_FILES)
    judged = _judge(misses, options, workers, advance, starter)
    for miss, result in zip(misses, judged, strict=True):
        kept.add(miss.index, result)
    if cache is not None:
        cache.save()
    results = tuple(result for result in kept.results if result is not None)
    if any(result.link_target for result in results):
        fixed = real_paths(item[0] for item in candidates)
        results = tuple(result for result in results if result.link_target not in fixed)
    return Batch(results, kept.scanned, time.perf_counter() - start)


_EARLY_EVERY = 64
"""Files read between two looks at whether the starter can judge the misses so far."""

_EARLY_FILES = 8
"""Misses the starter is given at least at a time while this process reads."""


class _Early:
    """The misses a ready starter judges while this process still reads the others: on
    a large tree the reads outlast its warm-up, and its CPU would otherwise wait for the
    last file. Given in the order they were found, whenever the starter is idle."""

    def __init__(
        self, starter: Starter | None, options: Options, advance: Callable[[int], None] | None
    ) -> None:
        self.starter, self.options, self.advance = starter, options, advance
        self.given: list[list[Miss]] = []
        self.sent = 0
        """How many of the misses have been given."""

    def offer(self, misses: list[Miss]) -> None:
        """Give the misses not yet given, when there are enough and the starter is idle."""
        starter = self.starter
        if starter is None or len(misses) - self.sent < _EARLY_FILES or not starter.take():
            return
        chunk = misses[self.sent :]
        self.sent = len(misses)
        starter.give(judge_chunk, chunk, self.options)
        self.given.append(chunk)

    def collect(self, misses: list[Miss], kept: _Kept) -> list[Miss]:
        """The results of the misses given, kept; the misses left to judge: those never
        given, and those given to a starter that failed before it judged them."""
        if not self.given or self.starter is None:
            return misses
        results = self.starter.given()
        for chunk, judged in zip(self.given, results, strict=False):
            for miss, result in zip(chunk, judged, strict=True):
                kept.add(miss.index, result)
            if self.advance is not None:
                self.advance(len(chunk))
        failed = [miss for chunk in self.given[len(results) :] for miss in chunk]
        return [*failed, *misses[self.sent :]]


class _Kept:
    """The results worth reporting, slimmed, in the order of the files; the others are
    only counted, so a run over a large tree holds no result of a clean file."""

    def __init__(self, count: int) -> None:
        self.results: list[Result | None] = [None] * count
        self.scanned = 0

    def add(self, index: int, result: Result | None) -> None:
        if result is None:
            return
        if result.problem is None and not result.skipped:
            self.scanned += 1
        if _worth_reporting(result):
            self.results[index] = slim(result)


def _remembered(
    index: int, read: Read, settings: Settings, options: Options, misses: list[Miss]
) -> Result | None:
    """The cache's result for a file read (written now with `write`), else None, the file
    joining `misses`."""
    cache, key = options.cache, ""
    if cache is not None:
        fmt = getattr(read.fmt, "name", "")
        key = cache.key(read.snapshot.data, settings, fmt, options.own_fixes)
        hit = cache.get(key, read.path, read.snapshot.data)
        if hit is not None and (hit[0].settled or not options.settle):
            return _written(read, hit[0], settings, options, hit[1])
    misses.append(Miss(index, read, settings, key))
    return None


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


def _judge(
    misses: Sequence[Miss],
    options: Options,
    workers: int,
    advance: Callable[[int], None] | None,
    starter: Starter | None,
) -> list[Result]:
    """The files left to parse, judged: by `workers` processes when there are two or
    more (forked from the `starter` when it has been started, else from this one), else
    here, or by the starter itself when it is ready (it has every reader imported, where
    this process imports only those its files need). The starter is stopped either way;
    the cache's indexes are saved while it judges."""
    if starter is not None:
        judged = None
        if misses and (workers > 1 or starter.take()):
            cache = options.cache
            meanwhile = cache.save if cache is not None else lambda: None
            if workers > 1:
                call, args = _run_parallel, (misses, options, workers)
            else:
                call, args = _run_here, (misses, options)
            judged = starter.run(call, *args, advance=advance, meanwhile=meanwhile)
        starter.close()  # unused, or done
        if judged is not None:
            return judged
    if workers > 1:
        return _run_parallel(misses, options, workers, advance)
    return _run_here(misses, options, advance)


def _run_here(
    misses: Sequence[Miss], options: Options, advance: Callable[[int], None] | None
) -> list[Result]:
    """The misses judged one after the other in this process (slimmed: in the starter,
    they are sent back)."""
    judged = []
    for miss in misses:
        judged.append(slim(judge_miss(miss, options)))
        if advance is not None:
            advance(1)
    return judged


def judge_chunk(misses: Sequence[Miss], options: Options) -> list[Result]:
    """`judge_miss` over a chunk, slimmed to what the report needs (in a worker, or in
    the starter while this process reads)."""
    return _run_here(misses, options, None)


def _run_parallel(
    misses: Sequence[Miss],
    options: Options,
    workers: int,
    advance: Callable[[int], None] | None,
) -> list[Result]:
    """Chunks of one format each, several a worker so that one slow file does not idle
    the others (`format_chunks`).

    A forked worker holds the run's files already, so a chunk is sent as its bounds
    rather than as bytes to pickle and unpickle; elsewhere each chunk's files are sent.
    The adapters the files need are imported before the workers are forked, once.
    """
    import concurrent.futures

    size = max(1, len(misses) // (workers * _CHUNKS_PER_WORKER))
    chunks = format_chunks(misses, size)
    ordered, bounds = chunks.misses, chunks.bounds
    done: list[list[Result]] = [[] for _ in bounds]
    forked = can_fork()
    if forked:
        prepare({miss.read.fmt for miss in misses})
    with _pool(workers, (ordered, options) if forked else None) as pool:
        futures = {}
        for index, (start, stop) in enumerate(bounds):
            if forked:
                future = pool.submit(_judge_bounds, start, stop)
            else:
                future = pool.submit(judge_chunk, ordered[start:stop], options)
            futures[future] = index
        for future in concurrent.futures.as_completed(futures):
            index = futures[future]
            done[index] = future.result()
            if advance is not None:
                start, stop = bounds[index]
                advance(stop - start)
    placed: list[Result | None] = [None] * len(misses)
    judged = (result for chunk in done for result in chunk)
    for position, result in zip(chunks.positions, judged, strict=True):
        placed[position] = result
    return placed  # type: ignore[return-value]  # every position is filled


class Chunks(NamedTuple):
    """The misses in the order their chunks are cut (`format_chunks`)."""

    misses: list[Miss]
    positions: list[int]
    """Where each of `misses` was in the order the misses were given."""
    bounds: list[tuple[int, int]]
    """Each chunk's slice of `misses`."""


def format_chunks(misses: Sequence[Miss], size: int) -> Chunks:
    """The misses reordered so that a chunk holds files of one format, about `size`
    files a chunk, the formats with the most files first.

    A format's first file in a process pays for its parser's import (markdown-it's,
    PyYAML's) and its tables: a worker given that format alone pays it once for all of
    its files, where chunks cut in path order have every worker pay for each format.
    The largest formats, cut first, spread over the workers; the small ones follow,
    each on one worker.
    """
    groups: dict[str, list[int]] = {}
    for position, miss in enumerate(misses):
        groups.setdefault(getattr(miss.read.fmt, "name", ""), []).append(position)
    chunks = Chunks([], [], [])
    for positions in sorted(groups.values(), key=len, reverse=True):
        for start in range(0, len(positions), size):
            part = positions[start : start + size]
            chunks.bounds.append((len(chunks.misses), len(chunks.misses) + len(part)))
            chunks.misses.extend(misses[position] for position in part)
            chunks.positions.extend(part)
    return chunks


@contextlib.contextmanager
def _pool(jobs: int, run: _ForkedRun | None) -> Iterator[ProcessPoolExecutor]:
    """Worker processes. Given the `run`, they are forked (Linux): they start with the
    tool imported and the run in memory, and the objects they inherit are kept out of
    their garbage collections, which would otherwise write to (and so copy) every page
    they share with this process. Else they start afresh (spawned: Linux's default would
    fork a process that `can_fork` says may not be)."""
    import concurrent.futures
    import gc
    import multiprocessing

    if run is None:
        spawn = multiprocessing.get_context("spawn")
        with concurrent.futures.ProcessPoolExecutor(jobs, mp_context=spawn) as pool:
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


_ForkedRun = tuple[Sequence[Miss], Options]
"""What a forked worker is given once: the files to parse and the run's options."""

_worker_run: _ForkedRun | None = None
"""In a forked worker only: the run it was forked for (see `_run_parallel`)."""


def _keep_run(misses: Sequence[Miss], options: Options) -> None:
    """A forked worker's initializer: its arguments are inherited memory, never pickled."""
    global _worker_run
    _worker_run = (misses, options)


def _judge_bounds(start: int, stop: int) -> list[Result]:
    """`judge_chunk` over `misses[start:stop]` of the run a worker was forked for."""
    assert _worker_run is not None, "only called in a worker forked by _run_parallel"
    misses, options = _worker_run
    return judge_chunk(misses[start:stop], options)
