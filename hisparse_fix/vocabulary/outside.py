"""The files a verdict reads besides the file judged, so that a remembered verdict is
trusted only while they are as they were (`hisparse_fix.project.cache`).

One such read exists: a launch's `--model-path` that names a local folder is judged
by that folder's `config.json` (`model_family`), found relative to the current folder,
so a hub id is also a path that may appear. Each read is noted with what `stat` said
(None: absent), and only while a verdict is being recorded.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator, Sequence
from contextvars import ContextVar

State = tuple[int, int, int, int] | None
"""A file's device, inode, size and modification time in nanoseconds; None: absent."""
Read = tuple[str, State]
"""A path as the launch wrote it and its state when it was read."""

_reads: ContextVar[list[Read] | None] = ContextVar("outside_reads", default=None)


def state(info: os.stat_result | None) -> State:
    if info is None:
        return None
    return (info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns)


def note(path: str, info: os.stat_result | None) -> None:
    """`path` was looked at for a verdict, and `stat` said `info`. As the launch writes
    it: a relative path is another file when a run starts in another folder, and `~`
    another user's."""
    reads = _reads.get()
    if reads is not None:
        read = (path, state(info))
        if read not in reads:  # each rule that asks about the model reads it again
            reads.append(read)


@contextlib.contextmanager
def recording() -> Iterator[list[Read]]:
    """The reads noted inside the block."""
    reads: list[Read] = []
    token = _reads.set(reads)
    try:
        yield reads
    finally:
        _reads.reset(token)


def unchanged(reads: Sequence[Read]) -> bool:
    """Whether every file read is as it was (an absent one still absent)."""
    for path, was in reads:
        try:
            now = state(os.stat(os.path.expanduser(path)))
        except (OSError, ValueError):
            now = None
        if now != was:
            return False
    return True
