"""A batch of files at once: each through `engine.process_path`, in worker processes when
there are enough to pay for them.

The results come back in the order the files were given, whatever the number of
workers, each slimmed to what the report needs. The worker pool is imported only
by a run that starts one.
"""

from __future__ import annotations

import contextlib
import os
import sys
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from hisparse_fix.engine import Result, internal_error, process_path
from hisparse_fix.settings import Settings

if TYPE_CHECKING:
    from concurrent.futures import ProcessPoolExecutor


@dataclass(frozen=True)
class Batch:
    """What the tool found in a batch of files, in the order the files were given."""

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


Item = tuple[Path, bool] | tuple[Path, bool, Settings]
"""A file: its path, whether it was named on the command line and, when it has
settings of its own (`per_file`), those; else the batch's settings apply."""


def process_chunk(
    candidates: Sequence[Item], settings: Settings, write: bool
) -> tuple[list[Result], int]:
    """Files -> the results worth reporting, and how many files were read cleanly.
    Runs in a worker process; each file is judged by its own settings."""
    kept, scanned = [], 0
    for item in candidates:
        path, explicit = item[0], item[1]
        own = item[2] if len(item) > 2 else settings  # type: ignore[misc]
        try:
            result = process_path(path, own, write=write, explicit=explicit)
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
    candidates: Sequence[Item],
    settings: Settings,
    *,
    write: bool,
    jobs: int = 1,
    advance: Callable[[int], None] | None = None,
) -> Batch:
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
        fixed = real_paths(item[0] for item in candidates)
        results = tuple(result for result in results if result.link_target not in fixed)
    return Batch(results, sum(count for _, count in chunks), time.perf_counter() - start)


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
    chunk: Sequence[Item],
    settings: Settings,
    write: bool,
    advance: Callable[[int], None] | None,
) -> tuple[list[Result], int]:
    done = process_chunk(chunk, settings, write)
    if advance is not None:
        advance(len(chunk))
    return done


def _run_parallel(
    candidates: Sequence[Item],
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


_ForkedRun = tuple[Sequence[Item], Settings, bool]
"""What a forked worker is given once: the run's files, settings and `write`."""

_worker_run: _ForkedRun | None = None
"""In a forked worker only: the run it was forked for (see `_run_parallel`)."""


def _keep_run(candidates: Sequence[Item], settings: Settings, write: bool) -> None:
    """A forked worker's initializer: its arguments are inherited memory, never pickled."""
    global _worker_run
    _worker_run = (candidates, settings, write)


def _process_bounds(start: int, stop: int) -> tuple[list[Result], int]:
    """`process_chunk` over `candidates[start:stop]` of the run a worker was forked for."""
    assert _worker_run is not None, "only called in a worker forked by _run_parallel"
    candidates, settings, write = _worker_run
    return process_chunk(candidates[start:stop], settings, write)
