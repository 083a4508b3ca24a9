"""Reading and writing files safely: a file is replaced only if it still holds what was read.

A file is read without following a symlink or waiting on a FIFO, along with the
identity it was read under (`Snapshot`). A fixed file replaces it whole or not at
all (`write_atomic`), so a run killed at any moment leaves the old file or the new
one, and at most a temporary file (`LEFTOVER`) that the next `--write` run removes.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import stat
import sys
from dataclasses import dataclass, field
from pathlib import Path

from hisparse_fix.vocabulary.limits import MAX_BYTES

TEMPORARY_TAG = ".hisparse-fix-"
LEFTOVER = re.compile(r"\..+\.hisparse-fix-[a-z0-9_]{8}\.tmp", re.DOTALL)
"""`.NAME.hisparse-fix-XXXXXXXX.tmp`: a temporary file of a `--write` run. One left by
a run that was killed is removed by the next `--write` run and never read."""


class ChangedOnDiskError(Exception):
    """The file is not what was read: someone else wrote it meanwhile."""


@dataclass(frozen=True)
class Snapshot:
    """A file's bytes and the identity they were read under (by default up to
    `MAX_BYTES` + 1: a found file larger than that is not parsed)."""

    data: bytes
    identity: tuple[int, int, int, int]
    """Device, inode, size and modification time in nanoseconds."""
    changed_ns: int = field(compare=False)
    """The change time (`st_ctime_ns`): no part of what a write checks (a `chmod`
    since the read is no change of the bytes), but the clean-file index's."""

    @property
    def size(self) -> int:
        return self.identity[2]

    @property
    def state(self) -> tuple[int, int, int, int, int]:
        """The identity with the change time (the clean-file index's key)."""
        return (*self.identity, self.changed_ns)

    @classmethod
    def read(cls, path: Path, limit: int | None = MAX_BYTES + 1) -> Snapshot | None:
        """None when `path` is not a regular file (checked on the open file, so a
        FIFO swapped in since `lstat` neither blocks nor is read). `limit` None
        reads the whole file."""
        descriptor = os.open(path, _READ_FLAGS)
        try:
            info = os.fstat(descriptor)
            if not stat.S_ISREG(info.st_mode):
                return None
            data = _read_up_to(descriptor, sys.maxsize if limit is None else limit, info.st_size)
        finally:
            os.close(descriptor)
        identity = (info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns)
        return cls(data, identity, info.st_ctime_ns)

    def check(self, path: Path) -> None:
        """Raise ChangedOnDiskError unless `path` still holds exactly these bytes."""
        try:
            now = Snapshot.read(path, max(MAX_BYTES, len(self.data)) + 1)
        except OSError:  # removed, or replaced by a symlink
            now = None
        if now is None or now != self:
            raise ChangedOnDiskError("changed on disk since it was read: left as it is")


def _read_up_to(descriptor: int, limit: int, size: int) -> bytes:
    """The file's bytes to its end, at most `limit`. Read without a file object, the
    first read sized by `size` (what `fstat` said) plus one, so that a file no longer
    than that is read in one call: a scan reads thousands of files."""
    chunks = []
    want = min(size + 1, limit)
    while limit > 0:
        asked = min(want, limit)
        chunk = os.read(descriptor, asked)
        if not chunk:
            break
        chunks.append(chunk)
        limit -= len(chunk)
        if len(chunk) == size < asked:
            break  # all `fstat` said, and no more when more was asked: its end
        want = _READ_SIZE
    return chunks[0] if len(chunks) == 1 else b"".join(chunks)


_READ_SIZE = 1 << 16
"""Bytes asked for by each read after the first, for a file grown since its `fstat`."""

_READ_FLAGS = (
    os.O_RDONLY
    | getattr(os, "O_NOFOLLOW", 0)
    | getattr(os, "O_NONBLOCK", 0)
    | getattr(os, "O_CLOEXEC", 0)
    | getattr(os, "O_BINARY", 0)
)
"""Never through a symlink, never waiting on a FIFO."""


def write_atomic(path: Path, data: bytes, expected: Snapshot | None = None) -> None:
    """Replace `path` with `data` whole, or not at all.

    The bytes go to a temporary file in the same folder (locked, so that another
    run's cleanup leaves it alone), are flushed to disk with the file's mode (and
    owner where permitted), and replace the file with one `os.replace`, after
    checking that the file still holds what was read (`expected`). A kill at any
    moment leaves the old file or the new one, and at most a temporary file that
    the next `--write` run removes; on an error the temporary file is removed.
    """
    import tempfile

    if expected is not None:
        expected.check(path)
    info = os.stat(path)
    if not info.st_mode & 0o222 or not os.access(path, os.W_OK):
        # The rename below would replace a file its owner made read-only (ruff: E902).
        raise PermissionError(errno.EACCES, "Permission denied (the file is read-only)", str(path))
    stem = os.fsdecode(os.fsencode(path.name)[:200])
    descriptor, temporary = tempfile.mkstemp(
        dir=path.parent, prefix=f".{stem}{TEMPORARY_TAG}", suffix=".tmp"
    )
    try:
        _lock(descriptor)
        os.chmod(temporary, stat.S_IMODE(info.st_mode))
        _keep_owner(descriptor, info)
        with os.fdopen(descriptor, "wb", closefd=False) as handle:
            handle.write(data)
            handle.flush()
            os.fsync(descriptor)
        if expected is not None:
            expected.check(path)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    finally:
        os.close(descriptor)
    _sync_folder(path.parent)


def remove_leftover(path: Path) -> bool:
    """Remove a temporary file that no running `--write` holds; whether it was removed."""
    try:
        descriptor = os.open(path, _READ_FLAGS)
    except OSError:
        return False
    try:
        info = os.fstat(descriptor)
        if not stat.S_ISREG(info.st_mode) or not _lock(descriptor, wait=False):
            return False
        if os.lstat(path).st_ino != info.st_ino:
            return False
        os.unlink(path)
        return True
    except OSError:
        return False
    finally:
        os.close(descriptor)


def _lock(descriptor: int, *, wait: bool = True) -> bool:
    """An exclusive advisory lock (released when the process ends, even by a kill)."""
    try:
        import fcntl
    except ImportError:  # Windows: no advisory locks; a cleanup may race a write
        return True
    try:
        fcntl.flock(descriptor, fcntl.LOCK_EX | (0 if wait else fcntl.LOCK_NB))
    except BlockingIOError:
        return False
    return True


def _keep_owner(descriptor: int, info: os.stat_result) -> None:
    """The original owner and group where this process may set them."""
    if not hasattr(os, "fchown"):
        return
    now = os.fstat(descriptor)
    if (now.st_uid, now.st_gid) == (info.st_uid, info.st_gid):
        return
    try:
        os.fchown(descriptor, info.st_uid, info.st_gid)
    except OSError:
        with contextlib.suppress(OSError):
            os.fchown(descriptor, -1, info.st_gid)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX; elsewhere folders cannot be opened)."""
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)
