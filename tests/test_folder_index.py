"""The folder index: a walk takes an unchanged folder's entries from the cache instead of
reading the folder, finds the same files in the same order, and reads again any folder
whose listing changed."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from hisparse_fix.project import folder_index, walk
from hisparse_fix.project.folder_index import FolderIndex
from hisparse_fix.project.walk import Excludes, iter_candidates

TICK = 0.05
"""Longer than a tick of the file system's clock: a change after it moves the times."""


@pytest.fixture(autouse=True)
def settled(monkeypatch: pytest.MonkeyPatch) -> None:
    """Folders made by the test count as settled (not racily listed) at once."""
    monkeypatch.setattr(folder_index, "RACY_SECONDS", -3600.0)


@pytest.fixture
def reads(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The folders the walks of a test read (`os.scandir`), by name."""
    read: list[str] = []
    real = folder_index.read_entries

    def counted(folder: str):  # type: ignore[no-untyped-def]
        read.append(os.path.basename(folder))
        return real(folder)

    monkeypatch.setattr(folder_index, "read_entries", counted)
    monkeypatch.setattr(walk, "read_entries", counted)
    return read


def make(root: Path, *names: str) -> Path:
    for name in names:
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("echo\n")
    return root


def files(root: Path, index: FolderIndex | None, excludes: Excludes | None = None) -> list[str]:
    found = iter_candidates([str(root)], excludes, use_git=False, folders=index)
    return [Path(candidate.path).relative_to(root).as_posix() for candidate in found]


def index_at(folder: Path) -> FolderIndex:
    return FolderIndex(folder / folder_index.NAME)


def indexed(root: Path, cache: Path) -> Path:
    """`cache` holding the index of a first walk of `root`."""
    cache.mkdir()
    index = index_at(cache)
    files(root, index)
    index.save()
    return cache


def test_an_unchanged_folder_is_not_read_again(tmp_path: Path, reads: list[str]) -> None:
    root = make(tmp_path / "repo", "b.sh", "a/z.sh", "a.sh", "a/b/c.py", "c/d.toml")
    walked = files(root, None)
    cache = tmp_path / "cache"
    cache.mkdir()
    first = index_at(cache)
    assert files(root, first) == walked
    first.save()
    reads.clear()
    assert files(root, index_at(cache)) == walked
    assert reads == [], "every folder's entries are the index's"


@pytest.mark.parametrize(
    "change",
    ["added", "removed", "renamed", "folder made", "file made a folder", "virtualenv", "link"],
)
def test_a_changed_listing_is_read_again(tmp_path: Path, reads: list[str], change: str) -> None:
    root = make(tmp_path / "repo", "a.sh", "sub/b.sh", "sub/deep/c.sh", "other/d.sh")
    (root / "target").mkdir()
    (root / "sub" / "link.sh").symlink_to(root / "a.sh")
    cache = indexed(root, tmp_path / "cache")
    time.sleep(TICK)
    sub = root / "sub"
    if change == "added":
        make(root, "sub/new.sh")
    elif change == "removed":
        (sub / "b.sh").unlink()
    elif change == "renamed":
        (sub / "b.sh").rename(sub / "e.sh")
    elif change == "folder made":
        make(root, "sub/made/f.sh")
    elif change == "file made a folder":
        (sub / "b.sh").unlink()
        make(root, "sub/b.sh/g.sh")
    elif change == "virtualenv":
        (sub / "pyvenv.cfg").write_text("home = /usr\n")
    else:  # the symlink's entry stays; what it points to is asked each walk
        (sub / "link.sh").unlink()
        (sub / "link.sh").symlink_to(root / "target", target_is_directory=True)
    expected = files(root, None)
    reads.clear()
    assert files(root, index_at(cache)) == expected
    if change != "link":
        assert "sub" in reads
    assert "other" not in reads


def test_a_link_retargeted_without_a_change_of_its_folder_is_judged_again(tmp_path: Path) -> None:
    """The index keeps that an entry is a symlink, never where it points."""
    root = make(tmp_path / "repo", "a.sh")
    (root / "target").mkdir()
    (root / "link.sh").symlink_to(root / "a.sh")
    cache = tmp_path / "cache"
    cache.mkdir()
    index = index_at(cache)
    assert files(root, index) == ["a.sh", "link.sh"]
    index.save()
    (root / "a.sh").unlink()
    (root / "target").rename(root / "a.sh")  # the link now points to a folder
    assert files(root, index_at(cache)) == files(root, None) == []


def test_excludes_are_judged_again_on_entries_from_the_index(tmp_path: Path) -> None:
    root = make(tmp_path / "repo", "a.sh", "old/b.sh", "node_modules/c.sh")
    cache = indexed(root, tmp_path / "cache")
    for excludes in (Excludes.from_options((), ("old",)), Excludes.from_options(("old",), ())):
        assert files(root, index_at(cache), excludes) == files(root, None, excludes)


def test_a_folder_changed_just_before_the_run_is_not_remembered(
    tmp_path: Path, reads: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(folder_index, "RACY_SECONDS", 3600.0)  # however slow the machine
    root = make(tmp_path / "repo", "a.sh", "sub/b.sh")
    cache = indexed(root, tmp_path / "cache")
    assert not (cache / folder_index.NAME).exists()
    reads.clear()
    files(root, index_at(cache))
    assert sorted(reads) == ["repo", "sub"]


@pytest.mark.parametrize(
    "spoiled",
    [
        b"not json",
        b'{"layout": 99, "folders": {}}',
        b'{"layout": 2, "folders": []}',
        "entry",
        "names and kinds apart",
        "unknown kind",
        "no kinds",
        "a list",
    ],
)
def test_a_spoiled_index_or_entry_is_not_trusted(
    tmp_path: Path, reads: list[str], spoiled: bytes | str
) -> None:
    root = make(tmp_path / "repo", "a.sh", "b.sh")
    cache = indexed(root, tmp_path / "cache")
    path = cache / folder_index.NAME
    if isinstance(spoiled, bytes):
        path.write_bytes(spoiled)
    else:
        stored = json.loads(path.read_bytes())
        state, kinds, names = stored["folders"][str(root)].split("/", 2)
        assert (kinds, names) == ("ff", "a.sh/b.sh")
        spoilt = {
            "entry": f"7{state}/{kinds}/{names}",
            "names and kinds apart": f"{state}/{kinds}f/{names}",
            "unknown kind": f"{state}/xx/{names}",
            "no kinds": f"{state}/{names}",
            "a list": [*map(int, state.split(":")), names, kinds],
        }
        stored["folders"][str(root)] = spoilt[spoiled]
        path.write_text(json.dumps(stored))
    reads.clear()
    assert files(root, index_at(cache)) == ["a.sh", "b.sh"]
    assert reads == ["repo"]


def test_the_index_is_written_only_when_changed_and_without_folders_gone(tmp_path: Path) -> None:
    root = make(tmp_path / "repo", "a.sh", "gone/b.sh")
    cache = indexed(root, tmp_path / "cache")
    path = cache / folder_index.NAME
    written = path.stat().st_mtime_ns
    unchanged = index_at(cache)
    files(root, unchanged)
    unchanged.save()
    assert path.stat().st_mtime_ns == written
    (root / "gone" / "b.sh").unlink()
    (root / "gone").rmdir()
    time.sleep(TICK)
    changed = index_at(cache)
    files(root, changed)
    changed.save()
    assert sorted(json.loads(path.read_bytes())["folders"]) == [str(root)]


def test_a_run_with_the_cache_finds_a_file_added_since(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Through the command line: the second run's index has the folder, the file added
    to it after is found, and the report is the one a run without the cache gives."""
    from click.testing import CliRunner

    from hisparse_fix.cli import main

    launch = "python3 -m sglang.launch_server --enable-hisparse --kv-cache-dtype fp8_e5m2\n"
    root = make(tmp_path / "repo", "a.sh", "sub/b.sh")
    monkeypatch.chdir(tmp_path)
    arguments = ["--check", "--cache-dir", str(tmp_path / "cache"), "repo"]
    for _ in range(2):
        assert CliRunner().invoke(main, arguments).exit_code == 0
    time.sleep(TICK)
    (root / "sub" / "serve.sh").write_text(launch)
    with_cache = CliRunner().invoke(main, arguments)
    without = CliRunner().invoke(main, ["--check", "--no-cache", "repo"])
    assert with_cache.exit_code == 1
    assert "serve.sh" in with_cache.output
    assert with_cache.output == without.output


def test_states_taken_ahead_answer_in_place_of_a_system_call(
    tmp_path: Path, reads: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A folder whose state was taken while git listed (`check_ahead`) is not asked
    about again: its entries are the index's when that state is the one recorded."""
    root = make(tmp_path / "repo", "a.sh", "sub/b.sh")
    cache = indexed(root, tmp_path / "cache")
    index = index_at(cache)
    index.check_ahead(f"{root}/", lambda: False)
    assert list(index._ahead) == [str(root / "sub")], "the folders below, not the top one"
    asked: list[str] = []
    real = os.stat
    monkeypatch.setattr(os, "stat", lambda path, **kw: asked.append(path) or real(path, **kw))
    reads.clear()
    assert files(root, index) == ["a.sh", "sub/b.sh"]
    assert str(root / "sub") not in map(str, asked) and str(root) in map(str, asked)
    assert reads == []
