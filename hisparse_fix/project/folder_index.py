"""Folders' listings by their state on disk, so a warm walk need not read unchanged folders.

A folder's listing changes only with its entries (a file made, removed or renamed, a
folder made or removed), and each such change moves the folder's modification and
change times; a change inside a file or a subfolder does not, and is not part of the
listing. The index remembers, per folder as walked, its device, inode, modification
and change times (ns) and its entries' names and kinds (folder, file, symlink, other),
as one string; a walk that finds the folder in that state takes the entries from the
index instead of reading the folder. What the walk does with them (excludes, settings files,
virtualenvs, where a symlink points) it decides again each run.

As in the clean-file index (`clean_index`), a folder changed within `RACY_SECONDS`
before the run is not remembered (a change in the same clock tick as the read would
leave its times as they were), the change time cannot be set back, and one JSON file
in the cache folder of the tool's code holds the index, written whole when changed.
"""

from __future__ import annotations

import os
from pathlib import Path

from hisparse_fix.project.state_index import RACY_SECONDS, StateIndex

NAME = "folders.json"

FOLDER, FILE, LINK, OTHER = "d", "f", "l", "o"
"""An entry's kind, as its folder's listing says it (a symlink is not followed)."""

_KINDS = FOLDER + FILE + LINK + OTHER

Entries = list[tuple[str, str]]
"""A folder's entries by name, each with its kind, in the order of their names."""


def kind_of(entry: os.DirEntry[str]) -> str:
    """What a listing says an entry is (no system call where the listing tells)."""
    try:
        if entry.is_symlink():
            return LINK
        if entry.is_dir(follow_symlinks=False):
            return FOLDER
        if entry.is_file(follow_symlinks=False):
            return FILE
    except OSError:
        pass
    return OTHER


def read_entries(folder: str) -> Entries:
    """A folder's entries, read (raises `OSError`)."""
    with os.scandir(folder) as listing:
        return sorted((entry.name, kind_of(entry)) for entry in listing)


class FolderIndex(StateIndex):
    """The listings of one cache folder, read once, written back if changed."""

    LAYOUT = 2
    FIELD = "folders"

    def __init__(self, path: Path) -> None:
        super().__init__(path, RACY_SECONDS)  # this module's, which tests can set

    def entries_of(self, folder: str) -> Entries:
        """The folder's entries: the index's when the folder is in the state they were
        read in (taken ahead, else now), else read now (and remembered). Raises
        `OSError` as `os.scandir` does. Asked of every folder of a warm walk."""
        entry = self.entries.get(folder)
        ahead = self.taken_ahead(folder)
        known = _known(entry, ahead) if ahead is not None else None
        if known is None:
            info = os.stat(folder)  # before the read: a change after it is seen next run
            state = _state_text(info)
            known = _known(entry, state)
            if known is None:
                found = read_entries(folder)
                self._seen.add(folder)
                if self.settled(info.st_mtime_ns, info.st_ctime_ns):
                    self.record(folder, state + _encoded(found))
                return found
        self._seen.add(folder)
        return known

    def state_now(self, path: str) -> str | None:
        """A folder's state as its entry starts with it; None when it cannot be asked."""
        try:
            return _state_text(os.stat(path))
        except OSError:
            return None


def _state_text(info: os.stat_result) -> str:
    """A folder's device, inode, modification and change times, as its entry starts."""
    return f"{info.st_dev}:{info.st_ino}:{info.st_mtime_ns}:{info.st_ctime_ns}/"


def _known(entry: object, state: str) -> Entries | None:
    """The entries an index entry holds for a folder in `state`, else None."""
    if type(entry) is not str or not entry.startswith(state):
        return None
    return _decoded(entry[len(state) :])


def _encoded(entries: Entries) -> str:
    """Entries as stored after the folder's state: their kinds, a `/`, then their names
    joined by `/` (which no name holds). One string a folder is what JSON reads fastest."""
    return "".join(kind for _, kind in entries) + "/" + "/".join(name for name, _ in entries)


def _decoded(stored: str) -> Entries | None:
    """Entries as `_encoded` stores them, or None when they are not what it stores."""
    kinds, slash, names = stored.partition("/")
    split = names.split("/") if names else []
    if not slash or len(split) != len(kinds) or kinds.strip(_KINDS):
        return None
    return list(zip(split, kinds, strict=True))
