"""Runs the tests on each mutant, in copies of the repository, several at a time.

Each worker owns a copy of the tree (never the checkout itself), writes one
mutant into it, runs pytest there with that copy first on `PYTHONPATH` (so a
subprocess the tests start imports the mutant too), and puts the file back.
A mutant is judged by its module's fast subset first; only a survivor runs the
whole suite. Lint and prose tests never run, so they cannot kill a mutant.
"""

from __future__ import annotations

import contextlib
import os
import queue
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from tools.mutation.operators import Mutant
from tools.mutation.scope import NOT_BEHAVIOUR, ROOT, SLOW

_IGNORED = shutil.ignore_patterns(
    ".git", ".venv", "__pycache__", ".ruff_cache", ".pytest_cache", ".hypothesis", "build",
    "*.egg-info",
)  # fmt: skip
_FAILED = re.compile(r"^(?:FAILED|ERROR) (\S+)", re.MULTILINE)
_RUNNING: set[int] = set()
"""The process groups of the pytest runs going on: killed when the run ends early."""
_TIMEOUT_FACTOR = 5
_MIN_TIMEOUT = 60.0


@dataclass(frozen=True)
class Outcome:
    """What the tests made of one mutant."""

    mutant: Mutant
    verdict: str
    """`killed`, `timeout` (killed: the tests never ended), `survived`, or `unjudged`
    (the run's time was up before it started)."""
    by: str
    """The first test that failed, or why none ran to the end."""
    seconds: float


@dataclass(frozen=True)
class Job:
    """A mutant with the tests that judge it first."""

    mutant: Mutant
    tests: tuple[str, ...]


class BaselineError(RuntimeError):
    """The tests fail on the unmutated code: no mutant could be judged by them."""


def run(
    jobs: Sequence[Job],
    workers: int,
    whole_suite: bool,
    report: Callable[[Outcome], None],
    deadline: float | None = None,
) -> list[Outcome]:
    """Every job's outcome, in the jobs' order; `report` hears each as it ends. Past
    `deadline` (`time.monotonic()`), a mutant is left `unjudged` instead of started."""
    made = [_copy() for _ in range(max(1, workers) + 1)]
    pristine, workers_copies = made[0], made[1:]
    copies: queue.Queue[Path] = queue.Queue()
    for copy in workers_copies:
        copies.put(copy)
    baselines = _Baselines(pristine)
    try:
        if not imports_from(pristine).startswith(str(pristine)):
            raise BaselineError(f"a copy imports another hisparse_fix: {imports_from(pristine)}")
        for tests in dict.fromkeys(job.tests for job in jobs):
            baselines.seconds(tests)
        with ThreadPoolExecutor(len(workers_copies)) as pool:

            def judge(job: Job) -> Outcome:
                if deadline is not None and time.monotonic() > deadline:
                    outcome = Outcome(job.mutant, "unjudged", "out of time", 0.0)
                    report(outcome)
                    return outcome
                copy = copies.get()
                try:
                    outcome = _judge(copy, job, baselines, whole_suite)
                finally:
                    copies.put(copy)
                report(outcome)
                return outcome

            try:
                return list(pool.map(judge, jobs))
            except BaseException:
                pool.shutdown(wait=False, cancel_futures=True)
                _kill_running()
                raise
    finally:
        for copy in made:
            shutil.rmtree(copy.parent, ignore_errors=True)


def _kill_running() -> None:
    for group in list(_RUNNING):
        with contextlib.suppress(ProcessLookupError):
            os.killpg(group, signal.SIGKILL)


def _judge(copy: Path, job: Job, baselines: _Baselines, whole_suite: bool) -> Outcome:
    mutant = job.mutant
    target = copy / mutant.path
    original = target.read_bytes()
    started = time.monotonic()
    try:
        target.write_text(mutant.apply(original.decode("utf-8")), encoding="utf-8")
        verdict, by = _pytest(copy, job.tests, baselines.timeout(job.tests))
        if verdict == "survived" and whole_suite:
            verdict, by = _pytest(copy, (), baselines.timeout(()))
    finally:
        target.write_bytes(original)
    return Outcome(mutant, verdict, by, time.monotonic() - started)


class _Baselines:
    """How long each test selection takes on the unmutated code (measured once, in a
    copy no mutant is written to), and that it passes there."""

    def __init__(self, copy: Path) -> None:
        self._copy = copy
        self._seconds: dict[tuple[str, ...], float] = {}
        self._lock = threading.Lock()

    def seconds(self, tests: tuple[str, ...]) -> float:
        with self._lock:
            return self._measured(tests)

    def _measured(self, tests: tuple[str, ...]) -> float:
        if tests not in self._seconds:
            started = time.monotonic()
            verdict, by = _pytest(self._copy, tests, None)
            if verdict != "survived":
                raise BaselineError(f"the unmutated code fails {by} ({' '.join(tests) or 'all'})")
            self._seconds[tests] = time.monotonic() - started
        return self._seconds[tests]

    def timeout(self, tests: tuple[str, ...]) -> float:
        return max(_MIN_TIMEOUT, _TIMEOUT_FACTOR * self.seconds(tests))


def _pytest(copy: Path, tests: Iterable[str], timeout: float | None) -> tuple[str, str]:
    """(`killed`/`timeout`/`survived`, the first failing test) for one selection;
    no selection is the whole suite without the slow and the non-behaviour tests."""
    selection = list(tests) or ["tests"]
    command = [sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider"]
    command += ["--hypothesis-seed=0", "-o", "addopts=-rfE"]
    command += [f"--deselect={test}" for test in (*NOT_BEHAVIOUR, *SLOW) if "::" in test]
    command += [f"--ignore={test}" for test in (*NOT_BEHAVIOUR, *SLOW) if "::" not in test]
    environment = {**os.environ, "PYTHONPATH": str(copy), "PYTHONDONTWRITEBYTECODE": "1"}
    process = subprocess.Popen(
        [*command, *selection],
        cwd=copy,
        env=environment,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    _RUNNING.add(process.pid)
    try:
        stdout, stderr = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)  # pytest and every program it started
        process.communicate()
        return "timeout", f"no end in {timeout:.0f}s"
    finally:
        _RUNNING.discard(process.pid)
    if process.returncode == 0:
        return "survived", ""
    if process.returncode == 5:
        raise BaselineError(f"no tests collected from {' '.join(selection)}")
    failed = _FAILED.search(stdout)
    if failed:
        return "killed", failed.group(1)
    last = (stdout.strip() or stderr.strip()).splitlines()[-1:]
    return "killed", last[0] if last else f"exit {process.returncode}"


def _copy() -> Path:
    """A copy of the tree to mutate; the checkout is never written."""
    folder = Path(tempfile.mkdtemp(prefix="hisparse-mutation-")) / "tree"
    shutil.copytree(ROOT, folder, ignore=_IGNORED, symlinks=True)
    return folder


def imports_from(copy: Path) -> str:
    """Where `hisparse_fix` is imported from in a copy (checked before a run)."""
    completed = subprocess.run(
        [sys.executable, "-c", "import hisparse_fix; print(hisparse_fix.__file__)"],
        cwd=copy,
        env={**os.environ, "PYTHONPATH": str(copy)},
        capture_output=True,
        text=True,
        check=True,
    )
    return completed.stdout.strip()
