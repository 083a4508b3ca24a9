"""A head start for the worker processes of a cold run over a tree.

Such a run spends its time in two places: this process walks the tree and reads
every file, and each worker imports the readers (libcst's import alone is about
130 ms) before it judges the files that may hold a launch. A *starter*, forked
before the walk, gets ready on another CPU meanwhile: it imports every adapter and
the rules, and judges a sample of each format until work arrives (`warm_up`). The
workers are then forked from it, ready, and given the files to judge as memory.

Once ready, the starter can also judge files while this process still reads others
(`give`, `take`, `given`): on a large tree the walk and the reads outlast its warm-up,
and its CPU would otherwise wait for the last file to be read.

A run left with few files to judge stops the starter unused. A starter that fails
or is gone leaves the files to the usual workers (`batch`): the results are the same
either way.
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from multiprocessing.connection import Connection
    from multiprocessing.process import BaseProcess

Advance = Callable[[int], None]


def can_fork() -> bool:
    """Whether workers may be forked from this process: on Linux, while it runs one
    thread. A lock that another thread holds at the fork stays held in the child
    forever: a Python thread's, or the Go runtime's that the Dockerfile parser starts
    (its threads are no Python threads, so they are counted in `/proc`)."""
    if sys.platform != "linux":
        return False
    try:
        return len(os.listdir("/proc/self/task")) == 1
    except OSError:
        import threading

        return threading.active_count() == 1


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
        self._ready = False
        """It said it is ready (its warm-up is done)."""
        self._giving = False
        """A call given to it (`give`) is not done yet."""
        self._given: list[Any] = []
        """The results of the calls given, in the order they were given."""

    def start(self) -> None:
        """Fork the starter, where this process may fork (`can_fork`); else do nothing."""
        import multiprocessing

        if not can_fork() or self.started:
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

    def take(self) -> bool:
        """Whether the starter is ready and idle, so that a call given now (`give`) is
        done at once; told without waiting. A starter that failed takes nothing."""
        connection = self._connection
        if connection is None:
            return False
        try:
            while connection.poll():
                self._heard(connection.recv())
        except Exception:  # gone, or what it sent back does not unpickle
            self.close()
            return False
        return self._ready and not self._giving

    def give(self, call: Callable[..., Any], *args: Any) -> None:
        """`call(*args)` in the starter, now, while this process goes on (after `take`
        said True); its result is among `given`."""
        assert self._connection is not None and not self._giving
        try:
            self._connection.send(("give", call, args))
        except Exception:  # gone, or what it was sent does not pickle
            self.close()
            return
        self._giving = True

    def given(self) -> list[Any]:
        """The results of the calls given, in their order, once the last is done: all of
        them, or those done before the starter failed (the caller does the others)."""
        connection = self._connection
        try:
            while self._giving and connection is not None:
                self._heard(connection.recv())
        except Exception:
            self.close()
        return list(self._given)

    def _heard(self, message: tuple[str, Any]) -> None:
        kind, value = message
        if kind == "ready":
            self._ready = True
        elif kind == "given":
            self._given.append(value)
            self._giving = False
        else:  # it failed, and said so
            raise RuntimeError(value)

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
        if self._connection is None or self._giving:
            self.close()
            return None
        try:
            self._connection.send(("run", call, args))
            meanwhile()
            while True:
                kind, value = self._connection.recv()
                if kind == "ready":
                    continue
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
        self._giving = False
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
    """The starter: ready itself, do each call it is given while this process reads
    (sending back each result), then the one call it is sent to run (or nothing, when
    this process closes its end), sending back its progress and result."""
    import gc
    import signal

    from hisparse_fix.project.warm_up import warm_up

    parents_end.close()  # so that this process's close is seen as the end of the pipe
    signal.signal(signal.SIGTERM, _end_with_workers)
    gc.disable()  # imports make few cycles: collecting during them only costs time
    with contextlib.suppress(Exception):
        warm_up(stop=connection.poll)  # samples only while no work waits
    gc.freeze()  # the workers forked from here leave the ready state out of their collections
    gc.enable()
    try:
        connection.send(("ready", None))
    except OSError:  # this process closed its end: no work
        return
    while True:
        try:
            kind, call, args = connection.recv()
        except (EOFError, OSError):
            return
        if kind != "give":
            break
        try:
            connection.send(("given", call(*args)))
        except Exception as error:  # told as a failure: this process then does the work
            connection.send(("failed", f"{type(error).__name__}: {error}"))
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
