"""A head start for the worker processes of a cold run over a tree.

Such a run spends its time in two places: this process walks the tree and reads
every file, and each worker imports the readers (libcst's import alone is about
130 ms) before it judges the files that may hold a launch. A *starter*, forked
before the walk, gets ready on another CPU meanwhile: it imports every adapter and
the rules, and judges a sample of each format until work arrives (`warm_up`). The
workers are then forked from it, ready, and given the files to judge as memory.

A run left with few files to judge stops the starter unused. A starter that fails
or is gone leaves the files to the usual workers (`batch`): the results are the same
either way.
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from multiprocessing.connection import Connection
    from multiprocessing.process import BaseProcess

Advance = Callable[[int], None]

HEAD_START_FILES = 1000
"""Files a walk must find for the starter to be kept: fewer are read in less time than
the starter takes to get ready, and the usual workers, forked from this process when
the files are read, wait no longer (on the benchmark's trees the two cross at about
1,000 files; at 3,000 the starter saves a fifth of the run)."""


class Starter:
    """A process forked from this one (`start`) that makes itself ready to fork the
    workers, does one call (`run`) and is stopped by `close`."""

    def __init__(self) -> None:
        self._process: BaseProcess | None = None
        self._connection: Connection | None = None

    def start(self) -> None:
        """Fork the starter, where processes fork and this one runs no other thread (a
        lock another thread holds would stay held in the fork); else do nothing."""
        import multiprocessing
        import threading

        if sys.platform != "linux" or threading.active_count() > 1 or self.started:
            return
        fork = multiprocessing.get_context("fork")
        ours, theirs = fork.Pipe()
        process = fork.Process(target=_serve, args=(theirs, ours), name="hisparse-fix starter")
        process.start()
        theirs.close()
        self._process, self._connection = process, ours

    @property
    def started(self) -> bool:
        return self._process is not None

    def run(
        self,
        call: Callable[..., Any],
        *args: Any,
        advance: Advance | None,
        meanwhile: Callable[[], None] = lambda: None,
    ) -> Any | None:
        """`call(*args, advance=...)` in the starter, which is stopped after it, and its
        result; None when there is no starter or it failed (the caller then does the work
        itself). `advance` hears the starter's progress; `meanwhile` is done here while
        the starter works."""
        if self._connection is None:
            return None
        try:
            self._connection.send((call, args))
            meanwhile()
            while True:
                kind, value = self._connection.recv()
                if kind != "advance":
                    return value if kind == "done" else None
                if advance is not None:
                    advance(value)
        except Exception:  # gone, or what it was sent or sent back does not pickle
            return None  # the caller does the work: nothing of it is lost
        finally:
            self.close()

    def close(self) -> None:
        """Stop the starter: unused, it is still importing or waiting for work."""
        process, connection = self._process, self._connection
        self._process = self._connection = None
        if connection is not None:
            connection.close()
        if process is not None:
            if process.is_alive():
                process.terminate()
            process.join()
            process.close()

    def __enter__(self) -> Starter:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _serve(connection: Connection, parents_end: Connection) -> None:
    """The starter: ready itself, then do the one call it is sent (or nothing, when this
    process closes its end) and send back its progress and result."""
    import gc
    import signal

    from hisparse_fix.warm_up import warm_up

    parents_end.close()  # so that this process's close is seen as the end of the pipe
    signal.signal(signal.SIGTERM, _end_with_workers)
    gc.disable()  # imports make few cycles: collecting during them only costs time
    with contextlib.suppress(Exception):
        warm_up(stop=connection.poll)  # samples only while no work waits
    gc.freeze()  # the workers forked from here leave the ready state out of their collections
    gc.enable()
    try:
        call, args = connection.recv()
    except (EOFError, OSError):
        return

    def advance(done: int) -> None:
        connection.send(("advance", done))

    try:
        result = call(*args, advance=advance)
    except Exception as error:  # told as a failure: this process then does the work
        connection.send(("failed", f"{type(error).__name__}: {error}"))
        return
    connection.send(("done", result))


def _end_with_workers(signal_number: int, frame: object) -> None:
    """Stopped while its workers judge (this process was interrupted): they end too, as
    they would otherwise wait for work from a process that is gone."""
    import multiprocessing
    import os

    for worker in multiprocessing.active_children():
        worker.kill()
    os._exit(128 + signal_number)
