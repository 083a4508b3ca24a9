"""Files known to hold no launch, by their state on disk, so a warm run need not read them.

Almost every file of a repository fails the marker test (`engine.may_hold_launch`):
its verdict is "clean" whatever the settings, and reading it again costs more than the
verdict. The index remembers, per path, the state the file was read in (device, inode,
size, modification and change times in nanoseconds) and which markers it lacks; a file
whose `lstat` still says exactly that is clean without being opened. A change of any
kind (a write, a rename over it, a `touch`, a `chmod`) moves its change time, which no
program can set back.

A file changed within `RACY_SECONDS` before the run began is not remembered: a write
in the same tick of the file system's clock as the read would leave its times as they
were (git's "racily clean" entries). The index is one JSON file in the cache folder of
the tool's code, written whole when the run changed it (less the files gone since);
one that cannot be read or is not what an index holds is empty, and entries of a
concurrent run may be lost (each then costs one read), never trusted wrongly.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from hisparse_fix.engine.files import Snapshot
from hisparse_fix.engine.pipeline import LAUNCH_MARKER
from hisparse_fix.project.state_index import RACY_SECONDS, StateIndex

NAME = "clean-files.json"

HISPARSE_ONLY = 0
"""Clean of the HiSparse markers (what `--scope hisparse` tests for)."""
EVERY_LAUNCH = 1
"""Clean of every launch's marker too (what `--scope all` tests for)."""
_HISPARSE_ONLY_FLAG, _EVERY_LAUNCH_FLAG = str(HISPARSE_ONLY), str(EVERY_LAUNCH)
"""The flags as an entry ends with them."""

State = tuple[int, int, int, int, int]
"""Device, inode, size, modification and change times (ns)."""


def state_of(info: os.stat_result) -> State:
    return (info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns, info.st_ctime_ns)


def entry_of(state: State, every_launch: bool) -> str:
    """An entry as stored: the state's numbers and the markers' flag, joined by `:`. One
    string an entry (not a list of numbers) is what JSON reads fastest, and the index of
    a large tree is read whole at each warm run's start."""
    return _state_text(*state) + (_EVERY_LAUNCH_FLAG if every_launch else _HISPARSE_ONLY_FLAG)


def _state_text(device: int, inode: int, size: int, modified: int, changed: int) -> str:
    """An entry less its flag."""
    return f"{device}:{inode}:{size}:{modified}:{changed}:"


class CleanIndex(StateIndex):
    """The clean files of one cache folder, read once, written back if changed."""

    LAYOUT = 2
    FIELD = "files"

    def __init__(self, path: Path) -> None:
        super().__init__(path, RACY_SECONDS)  # this module's, which tests can set

    def clean(self, path: str, every_launch: bool) -> bool:
        """Whether `path` is a regular file still in the state it was found clean in, of
        the markers a run with `every_launch` tests for. Asked of every file of a warm
        run, so written as one function over the entry's text."""
        entry = self.entries.get(path)
        if type(entry) is not str:
            return False  # absent, or not what an entry holds
        state = self.taken_ahead(path) or self.state_now(path)
        if state is None:
            return False
        self._seen.add(path)
        if not entry.startswith(state):
            return False
        flag = entry[len(state) :]
        return flag == _EVERY_LAUNCH_FLAG or (flag == _HISPARSE_ONLY_FLAG and not every_launch)

    def state_now(self, path: str) -> str | None:
        """A regular file's state as its entry starts with it; None for another kind of
        file or one that cannot be asked about."""
        try:
            info = os.lstat(path)
        except OSError:
            return None
        if not stat.S_ISREG(info.st_mode):
            return None
        return _state_text(
            info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns, info.st_ctime_ns
        )

    def remember(self, path: str, snapshot: Snapshot) -> None:
        """`path`, just read as `snapshot` and found without a marker of the run (so
        without the HiSparse ones: whether it is clean of every launch's is the launch
        mark's absence)."""
        state = snapshot.state
        if not self.settled(state[3], state[4]):
            return
        self.record(path, entry_of(state, LAUNCH_MARKER not in snapshot.data))
