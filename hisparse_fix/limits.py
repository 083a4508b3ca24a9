"""Bounds that keep one hostile file from crashing, hanging or stalling a run.

A launch file is a few kilobytes; a file far larger, nested far deeper or taking
far longer than any launch file is refused with a message rather than read.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Iterator

MAX_BYTES = 512 * 1024
"""Files larger than this are not parsed (a note says so). Some parsers take many
seconds a megabyte (a 1 MB shell line, a 100,000-line YAML file)."""

TIME_LIMIT = 10.0
"""Seconds one file may take to read and fix; then it is reported as an error."""

MAX_RUNS = 64
"""Most runs (paths through a file: which arm each `if`, `case` or `try` takes) read
for one launch, in shell and Python alike; past it the launch gets an HSF000 note."""


class TimeLimitExceeded(BaseException):
    """Raised into the code reading a file when its time is up. A BaseException, so
    that an adapter's `except Exception` cannot swallow it."""


@contextlib.contextmanager
def deadline(seconds: float | None = None) -> Iterator[None]:
    """Raise TimeLimitExceeded in the block after `seconds` (default `TIME_LIMIT`;
    POSIX, main thread; elsewhere the block runs unbounded)."""
    import signal  # here: a run that judges no file (a warm one) does not need it

    seconds = TIME_LIMIT if seconds is None else seconds
    usable = hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()
    if not usable or seconds <= 0:
        yield
        return

    def expire(signum: int, frame: object) -> None:
        raise TimeLimitExceeded(seconds)

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
