"""`files.py`: a fixed file replaces the old one whole, reaches the disk, and never
overwrites what someone else wrote meanwhile. Deterministic: each race is made by
an injected `os.fsync` or `os.replace` at the exact moment it matters, not by timing."""

from __future__ import annotations

import os
import stat
from collections.abc import Callable
from dataclasses import FrozenInstanceError
from pathlib import Path

import pytest

from hisparse_fix.engine import files
from hisparse_fix.engine.files import ChangedOnDiskError, Snapshot, remove_leftover, write_atomic

OLD = b"python -m sglang.launch_server --enable-hisparse\n"
NEW = b"python -m sglang.launch_server --enable-hisparse --disable-radix-cache\n"


@pytest.fixture
def path(tmp_path: Path) -> Path:
    path = tmp_path / "run.sh"
    path.write_bytes(OLD)
    return path


def _descriptor_path(descriptor: int) -> str:
    return os.readlink(f"/proc/self/fd/{descriptor}")


Step = tuple[str, str, bytes]
"""(`fsync` or `replace`, the file it is about, the bytes that file held then)."""


def _recording(
    monkeypatch: pytest.MonkeyPatch, on_first_fsync: Callable[[], None] | None = None
) -> list[Step]:
    """Records every fsync (with what the synced file held) and every replace; runs
    `on_first_fsync` after the first one: another program's write at that moment."""
    steps: list[Step] = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(descriptor: int) -> None:
        real_fsync(descriptor)
        name = _descriptor_path(descriptor)
        held = os.pread(descriptor, 1 << 16, 0) if os.path.isfile(name) else b""
        steps.append(("fsync", name, held))
        if on_first_fsync is not None and len(steps) == 1:
            on_first_fsync()

    def replace(source: str | Path, target: str | Path) -> None:
        steps.append(("replace", str(target), Path(source).read_bytes()))
        real_replace(source, target)

    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", replace)
    return steps


def test_the_new_bytes_reach_the_disk_before_the_rename_and_the_rename_after(
    path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    steps = _recording(monkeypatch)
    write_atomic(path, NEW, Snapshot.read(path))
    kinds = [kind for kind, _, _ in steps]
    assert kinds == ["fsync", "replace", "fsync"]
    (_, temporary, synced), (_, target, renamed), (_, folder, _) = steps
    assert synced == NEW and renamed == NEW
    assert Path(temporary).parent == path.parent and Path(temporary).name != path.name
    assert files.LEFTOVER.fullmatch(Path(temporary).name)
    assert Path(target) == path
    assert Path(folder) == path.parent
    assert path.read_bytes() == NEW


def test_a_hard_link_keeps_the_old_bytes_the_file_is_replaced_not_written_in_place(
    path: Path,
) -> None:
    other = path.with_name("other-name.sh")
    os.link(path, other)
    inode = path.stat().st_ino
    write_atomic(path, NEW, Snapshot.read(path))
    assert path.read_bytes() == NEW
    assert other.read_bytes() == OLD
    assert path.stat().st_ino != inode


def test_a_save_while_the_fix_is_flushed_is_kept(
    path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An editor saves after the first check, while the temporary file is synced."""
    snapshot = Snapshot.read(path)
    saved = b"echo the editor's version\n"
    steps = _recording(monkeypatch, lambda: path.write_bytes(saved))
    with pytest.raises(ChangedOnDiskError):
        write_atomic(path, NEW, snapshot)
    assert path.read_bytes() == saved
    assert "replace" not in [kind for kind, _, _ in steps]
    assert sorted(path.parent.iterdir()) == [path]


def test_a_change_before_the_write_starts_is_kept(path: Path) -> None:
    snapshot = Snapshot.read(path)
    path.write_bytes(b"changed\n")
    with pytest.raises(ChangedOnDiskError):
        write_atomic(path, NEW, snapshot)
    assert path.read_bytes() == b"changed\n"
    assert sorted(path.parent.iterdir()) == [path]


def test_same_identity_other_bytes_is_a_change(path: Path) -> None:
    """Same size, same inode, modification time put back: only the bytes tell."""
    snapshot = Snapshot.read(path)
    before = path.stat()
    path.write_bytes(OLD.upper())
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))
    assert path.stat().st_ino == before.st_ino and path.stat().st_size == before.st_size
    with pytest.raises(ChangedOnDiskError):
        write_atomic(path, NEW, snapshot)
    assert path.read_bytes() == OLD.upper()


def test_same_bytes_in_another_file_is_a_change(path: Path) -> None:
    """Another program replaced the file with the same bytes: not the file that was read."""
    snapshot = Snapshot.read(path)
    other = path.with_name("copy")
    other.write_bytes(OLD)
    os.replace(other, path)
    with pytest.raises(ChangedOnDiskError):
        snapshot.check(path)


def test_same_bytes_written_later_is_a_change(path: Path) -> None:
    snapshot = Snapshot.read(path)
    info = path.stat()
    os.utime(path, ns=(info.st_atime_ns, info.st_mtime_ns + 1_000_000_000))
    with pytest.raises(ChangedOnDiskError):
        snapshot.check(path)


def test_a_removed_file_is_a_change(path: Path) -> None:
    snapshot = Snapshot.read(path)
    path.unlink()
    with pytest.raises(ChangedOnDiskError):
        snapshot.check(path)


def test_an_unchanged_file_passes_the_check(path: Path) -> None:
    Snapshot.read(path).check(path)


def test_a_mode_changed_since_the_read_is_no_change_of_the_bytes(path: Path) -> None:
    """`chmod` moves the change time, not the bytes, the size or the mtime: the write
    the fix waits on still goes ahead."""
    snapshot = Snapshot.read(path)
    path.chmod(0o600)
    snapshot.check(path)
    write_atomic(path, NEW, snapshot)
    assert path.read_bytes() == NEW


def test_a_symlink_swapped_in_for_the_same_file_is_never_followed(
    path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """In a race the file moves aside and a symlink to it takes its name: the same
    inode, bytes and time through the link. The write must not replace the link."""
    snapshot = Snapshot.read(path)
    aside = path.with_name("aside.sh")

    def swap() -> None:
        os.rename(path, aside)
        os.symlink(aside.name, path)

    _recording(monkeypatch, swap)
    with pytest.raises(ChangedOnDiskError):
        write_atomic(path, NEW, snapshot)
    assert path.is_symlink()
    assert aside.read_bytes() == OLD


def test_a_symlink_is_not_read(path: Path) -> None:
    link = path.with_name("link.sh")
    link.symlink_to(path.name)
    with pytest.raises(OSError):
        Snapshot.read(link)


def test_a_fifo_is_not_read_and_does_not_block(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    assert Snapshot.read(fifo) is None


def test_a_snapshot_holds_the_bytes_up_to_its_limit_and_the_identity(path: Path) -> None:
    snapshot = Snapshot.read(path)
    info = path.stat()
    assert snapshot.data == OLD
    assert snapshot.identity == (info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns)
    assert snapshot.size == len(OLD)
    assert Snapshot.read(path, 5).data == OLD[:5]
    assert Snapshot.read(path, None).data == OLD


def test_a_file_grown_since_its_size_was_read_is_read_to_its_end(
    path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    big = b"x" * 200_007  # several reads after the first
    path.write_bytes(big)
    real_fstat = os.fstat

    def stale_fstat(descriptor: int) -> os.stat_result:
        info = real_fstat(descriptor)
        fields = list(info)
        fields[stat.ST_SIZE] = 10
        return os.stat_result(fields)

    monkeypatch.setattr(os, "fstat", stale_fstat)
    assert Snapshot.read(path, None).data == big
    assert Snapshot.read(path, len(big) - 1).data == big[:-1]


def test_a_file_as_large_as_fstat_said_is_read_in_one_call_and_a_short_read_goes_on(
    path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A scan reads thousands of files: one `read` each when it returns all `fstat` said
    (asked for one byte more); a read cut short before that (a signal) is read on."""
    real_read = os.read
    calls: list[int] = []

    def counted(descriptor: int, size: int) -> bytes:
        calls.append(size)
        return real_read(descriptor, size)

    monkeypatch.setattr(os, "read", counted)
    snapshot = Snapshot.read(path)
    assert snapshot.data == OLD
    assert calls == [len(OLD) + 1]
    assert snapshot.changed_ns == path.stat().st_ctime_ns
    assert snapshot.state == (*snapshot.identity, snapshot.changed_ns)

    def cut_short(descriptor: int, size: int) -> bytes:
        calls.append(size)
        return real_read(descriptor, min(size, 3))

    calls.clear()
    monkeypatch.setattr(os, "read", cut_short)
    assert Snapshot.read(path).data == OLD
    assert len(calls) > 2


def test_a_failed_rename_leaves_the_old_file_and_no_temporary_file(
    path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def refused(source: str, target: str) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "replace", refused)
    with pytest.raises(PermissionError):
        write_atomic(path, NEW, Snapshot.read(path))
    assert path.read_bytes() == OLD
    assert sorted(path.parent.iterdir()) == [path]


def test_the_mode_is_kept_and_the_temporary_file_is_locked_while_written(
    path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path.chmod(0o741)
    held: list[bool] = []
    real_replace = os.replace

    def replace(source: str, target: str) -> None:
        held.append(remove_leftover(Path(source)))  # another run's cleanup
        real_replace(source, target)

    monkeypatch.setattr(os, "replace", replace)
    write_atomic(path, NEW)
    assert held == [False]
    assert stat.S_IMODE(path.stat().st_mode) == 0o741
    assert path.read_bytes() == NEW


def test_a_leftover_nobody_holds_is_removed_and_what_is_not_one_is_left(tmp_path: Path) -> None:
    leftover = tmp_path / ".run.sh.hisparse-fix-abcd1234.tmp"
    leftover.write_bytes(OLD)
    assert remove_leftover(leftover)
    assert not leftover.exists()
    assert not remove_leftover(leftover)  # gone
    folder = tmp_path / ".x.hisparse-fix-abcd1234.tmp"
    folder.mkdir()
    assert not remove_leftover(folder)
    assert folder.is_dir()
    target = tmp_path / "kept.sh"
    target.write_bytes(OLD)
    link = tmp_path / ".y.hisparse-fix-abcd1234.tmp"
    link.symlink_to(target.name)
    assert not remove_leftover(link)
    assert link.is_symlink() and target.read_bytes() == OLD


def test_a_leftover_swapped_after_it_was_opened_is_left(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    leftover = tmp_path / ".run.sh.hisparse-fix-abcd1234.tmp"
    leftover.write_bytes(OLD)
    real_lstat = os.lstat

    def swapped(name: str | Path) -> os.stat_result:
        if Path(name) == leftover:
            newcomer = tmp_path / "newcomer"
            newcomer.write_bytes(NEW)
            os.replace(newcomer, leftover)
        return real_lstat(name)

    monkeypatch.setattr(os, "lstat", swapped)
    assert not remove_leftover(leftover)
    assert leftover.read_bytes() == NEW


def test_the_owner_is_given_back_where_the_process_may(
    path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[tuple[int, int]] = []
    info = path.stat()
    real_fstat = os.fstat

    def other_owner(descriptor: int) -> os.stat_result:
        fields = list(real_fstat(descriptor))
        if _descriptor_path(descriptor) != str(path):
            fields[stat.ST_UID] = info.st_uid + 1
        return os.stat_result(fields)

    def fchown(descriptor: int, uid: int, gid: int) -> None:
        calls.append((uid, gid))
        if uid != -1:
            raise PermissionError(1, "Operation not permitted")

    monkeypatch.setattr(os, "fstat", other_owner)
    monkeypatch.setattr(os, "fchown", fchown)
    write_atomic(path, NEW)
    assert calls == [(info.st_uid, info.st_gid), (-1, info.st_gid)]
    assert path.read_bytes() == NEW


def test_a_snapshot_is_a_value(path: Path) -> None:
    snapshot = Snapshot.read(path)
    assert snapshot == Snapshot.read(path) and hash(snapshot) == hash(Snapshot.read(path))
    with pytest.raises(FrozenInstanceError):
        snapshot.data = b""  # type: ignore[misc]


def _open_descriptors() -> int:
    return len(os.listdir("/proc/self/fd"))


def test_no_descriptor_is_left_open(path: Path, tmp_path: Path) -> None:
    before = _open_descriptors()
    snapshot = Snapshot.read(path)
    snapshot.check(path)
    write_atomic(path, NEW, snapshot)
    for name in (".run.sh.hisparse-fix-abcd1234.tmp", ".a.hisparse-fix-abcd1234.tmp"):
        (tmp_path / name).write_bytes(OLD)
        assert remove_leftover(tmp_path / name)
    folder = tmp_path / ".d.hisparse-fix-abcd1234.tmp"
    folder.mkdir()
    assert not remove_leftover(folder)
    assert _open_descriptors() == before


def test_a_leftover_that_cannot_be_removed_is_said_to_stay(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    leftover = tmp_path / ".run.sh.hisparse-fix-abcd1234.tmp"
    leftover.write_bytes(OLD)

    def refused(name: str | Path) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "unlink", refused)
    assert not remove_leftover(leftover)
    assert leftover.read_bytes() == OLD


def test_the_error_that_stopped_a_write_is_raised_when_its_temporary_is_gone(
    path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A disk that fails the replace after someone cleaned the folder: the failure that
    stopped the write is what the caller sees, not the temporary file's absence."""

    def replace_fails(source: str, target: object) -> None:
        os.unlink(source)
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", replace_fails)
    with pytest.raises(OSError, match="No space left") as raised:
        write_atomic(path, NEW, Snapshot.read(path))
    assert not isinstance(raised.value, FileNotFoundError)
    assert path.read_bytes() == OLD
    assert sorted(path.parent.iterdir()) == [path]


def test_a_read_only_file_is_not_replaced(path: Path) -> None:
    """A rename would replace it whatever its mode (root, or a writable folder): its owner
    made it read-only, so the write is refused, as ruff's E902."""
    path.chmod(0o444)
    try:
        with pytest.raises(PermissionError, match="the file is read-only"):
            write_atomic(path, NEW, Snapshot.read(path))
        assert path.read_bytes() == OLD
        assert sorted(path.parent.iterdir()) == [path]
    finally:
        path.chmod(0o644)
