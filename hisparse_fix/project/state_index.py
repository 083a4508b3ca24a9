"""The index files a cache folder holds beside its entries: paths with their state on
disk, read whole once and written whole when a run changed them.

`clean_index` (files without a launch mark) and `folder_index` (folders' listings)
are such indexes. Both trust an entry only while the path's state on disk is the one
it was recorded in, and record nothing changed within `RACY_SECONDS` before the run:
a change in the same tick of the file system's clock as the read would leave the
times it is recognised by as they were (git's "racily clean" entries).
"""

from __future__ import annotations

import contextlib
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

RACY_SECONDS = 1.0
"""Paths changed this recently before the run are read again next time."""

_DONE_EVERY = 64
"""Paths whose state `check_ahead` takes between two questions of whether to stop."""


class StateIndex:
    """One index file of a cache folder: read at the first question, remembered paths
    added as the run finds them, written back whole if the run changed it."""

    LAYOUT = 1
    FIELD = "paths"
    """The key of the entries in the file (`clean-files.json`'s `files`)."""

    def __init__(self, path: Path, racy_seconds: float = RACY_SECONDS) -> None:
        self.path = path
        self.since_ns = time.time_ns() - int(racy_seconds * 1e9)
        self._entries: dict[str, Any] | None = None
        self._changed = False
        self._seen: set[str] = set()
        self._ahead: dict[str, str | None] = {}
        """Paths' states taken ahead (`check_ahead`), until the run asks for each."""

    @property
    def entries(self) -> dict[str, Any]:
        if self._entries is None:
            self._entries = read_index(self.path, self.LAYOUT, self.FIELD)
        return self._entries

    def state_now(self, path: str) -> str | None:
        """`path`'s state on disk as its entry starts with it; None when it cannot be
        told (the path is gone, or not of the kind the index holds)."""
        raise NotImplementedError

    def check_ahead(self, below: str, done: Callable[[], bool]) -> None:
        """Take the state of the remembered paths that start with `below` now, while the
        run waits on something else (git listing their folder: `walk.WhileListing`),
        until `done`: the run's questions then take these. A path changed between now
        and its turn is one changed just after its turn."""
        for count, path in enumerate(self.entries):
            if count % _DONE_EVERY == 0 and done():
                return
            if path.startswith(below) and path not in self._ahead:
                self._ahead[path] = self.state_now(path)

    def taken_ahead(self, path: str) -> str | None:
        """The state `check_ahead` took of `path` (given once), else None."""
        return self._ahead.pop(path, None)

    def settled(self, modified_ns: int, changed_ns: int) -> bool:
        """Whether a path with these times may be remembered: not changed within the
        racy window before the run."""
        return max(modified_ns, changed_ns) < self.since_ns

    def record(self, path: str, entry: str) -> None:
        """`path`'s entry, as this run found it."""
        self._seen.add(path)
        if self.entries.get(path) != entry:
            self.entries[path] = entry
            self._changed = True

    def save(self) -> None:
        """The index written whole, if this run changed it, without the paths that are
        gone (those this run did not look at are asked); a failure costs only reads."""
        if self._changed and self._entries is not None:
            write_index(self.path, self.LAYOUT, self.FIELD, self._entries, self._seen)
            self._changed = False


def write_index(
    path: Path, layout: int, field: str, entries: dict[str, Any], seen: set[str]
) -> None:
    """An index file written whole: its entries less those of paths gone since (a path
    this run did not look at is asked). A failure is no error: it costs reads."""
    import json

    kept = {name: entry for name, entry in entries.items() if name in seen or os.path.lexists(name)}
    data = json.dumps({"layout": layout, field: kept}, separators=(",", ":"))
    with contextlib.suppress(OSError):
        write_whole(path, data.encode())


def read_index(path: Path, layout: int, field: str) -> dict[str, Any]:
    """The entries of an index file; none when it is absent, unreadable or foreign. Each
    entry is checked when it is looked up, not all of them here."""
    import json  # here: a run over named files reads no index

    try:
        with open(path, "rb") as handle:
            loaded = json.loads(handle.read())
        entries = loaded[field] if loaded["layout"] == layout else {}
    except (OSError, ValueError, KeyError, TypeError):
        return {}
    return entries if isinstance(entries, dict) else {}


def write_whole(path: Path, data: bytes) -> None:
    """`data` as `path`, written to a temporary file beside it and renamed over it."""
    import tempfile

    descriptor, temporary = tempfile.mkstemp(dir=path.parent, prefix=".entry-", suffix=".tmp")
    try:
        with os.fdopen(descriptor, "wb") as handle:
            handle.write(data)
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
