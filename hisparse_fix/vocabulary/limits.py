"""Bounds that keep one hostile file from crashing, hanging or stalling a run.

A launch file is a few kilobytes; a file far larger, nested far deeper or asking far
more work than any launch file is refused or read as written, with a message. Work is
counted in steps, never timed: a report depends on the bytes, not on the machine.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Iterator

MAX_BYTES = 512 * 1024
"""Files larger than this are not parsed (a note says so). Some parsers take many
seconds a megabyte (a 1 MB shell line, a 100,000-line YAML file)."""

MAX_RUNS = 64
"""Most runs (paths through a file: which arm each `if`, `case` or `try` takes) read
for one launch, in shell and Python alike; past it the launch gets an HSF000 note."""

MAX_JOINED = 256
"""Most values a variable joined from several runs holds (`shell.state.Var.size`), and
most runs a statement reading such variables is split into; past it the variable reads
as unknown (the text of every value read), with a note at each launch that reads it.
Seven independent toggles of one launch (128 runs) are all read."""

MAX_STEPS = 25_000
"""Statements the runs of one shell script may take in all (a statement counts once for
each run that reaches it; runs joined into one state count once), plus `STEPS_PER_KIB`
for each KiB of the script: past it the script's launches are read as written, each
with an HSF000 note, and nothing is edited. Counted, not timed: the same bytes get the
same report on any machine under any load. The bundled fixtures take at most 300 steps."""

STEPS_PER_KIB = 64
"""More steps for a larger script (a KiB of shell holds 10 to 40 statements), so that a
long script read once through is never cut short by its length alone."""


def step_budget(size: int) -> int:
    """The steps a shell script of `size` bytes may take (`MAX_STEPS`)."""
    return MAX_STEPS + STEPS_PER_KIB * (size // 1024)


HUNG_SECONDS = 120.0
"""Wall time one file may take before its reading is taken for a bug that hangs (the
step budget bounds every reader's work far below it); the file is then an internal
error, never a verdict."""


class WorkLimitExceeded(BaseException):
    """Raised in a reader when a file's work passes its budget (`step_budget`). A
    BaseException, so that an adapter's `except Exception` cannot swallow it."""


class Hung(BaseException):
    """Raised into a reading that outlived `HUNG_SECONDS` (`hung_guard`)."""


@contextlib.contextmanager
def hung_guard(seconds: float | None = None) -> Iterator[None]:
    """Raise `Hung` in the block after `seconds` (default `HUNG_SECONDS`; POSIX, main
    thread; elsewhere the block runs unguarded). A crash guard of the run over a tree,
    outside the readers: no verdict depends on it."""
    import signal  # here: a run that judges no file (a warm one) does not need it

    seconds = HUNG_SECONDS if seconds is None else seconds
    usable = hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()
    if not usable or seconds <= 0:
        yield
        return

    def expire(signum: int, frame: object) -> None:
        raise Hung(seconds)

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
