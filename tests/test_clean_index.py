"""The clean-file index: a file found without a marker is not read again while its
state on disk is the one it was found clean in, and any change of it is read."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest
from click.testing import CliRunner

from hisparse_fix.cli import main
from hisparse_fix.project import batch, clean_index, state_index
from hisparse_fix.project.batch import Batch, process_paths
from hisparse_fix.project.cache import Cache
from hisparse_fix.project.walk import iter_candidates
from hisparse_fix.sglang.settings import Settings

LAUNCH = "python3 -m sglang.launch_server --enable-hisparse --kv-cache-dtype fp8_e5m2\n"
CLEAN = "echo 'nothing to see'\n"
SGLANG_ONLY = "python3 -m sglang.launch_server --model-path m --nsa-prefill-backend tilelang\n"


@pytest.fixture
def reads(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The files the runs of a test open, in order."""
    opened: list[str] = []
    real = batch.read_path

    def counted(path, **options):  # type: ignore[no-untyped-def]
        opened.append(Path(path).name)
        return real(path, **options)

    monkeypatch.setattr(batch, "read_path", counted)
    return opened


@pytest.fixture
def settled(monkeypatch: pytest.MonkeyPatch) -> None:
    """Files written by the test count as settled (not racily clean) at once."""
    monkeypatch.setattr(clean_index, "RACY_SECONDS", -3600.0)


def tree(root: Path, **files: str) -> Path:
    root.mkdir(parents=True, exist_ok=True)
    for name, text in files.items():
        (root / f"{name}.sh").write_text(text)
    return root


def scan(root: Path, cache_dir: Path, settings: Settings | None = None) -> Batch:
    items = [(c.path, c.explicit) for c in iter_candidates([str(root)], use_git=False)]
    return process_paths(items, settings or Settings(), write=False, cache=Cache(cache_dir))


def summary(found: Batch) -> tuple[int, list[tuple[str, tuple[str, ...]]]]:
    return found.scanned, [
        (Path(r.path).name, tuple(item.finding.code for item in r.findings)) for r in found.results
    ]


@pytest.mark.usefixtures("settled")
def test_an_unchanged_clean_file_is_not_read_again(tmp_path: Path, reads: list[str]) -> None:
    root = tree(tmp_path / "repo", a=CLEAN, b=CLEAN, launch=LAUNCH)
    first = scan(root, tmp_path / "cache")
    assert sorted(reads) == ["a.sh", "b.sh", "launch.sh"]
    reads.clear()
    assert summary(scan(root, tmp_path / "cache")) == summary(first)
    assert reads == ["launch.sh"], "only the launch is read (its verdict is the cache's)"
    assert first.scanned == 3


@pytest.mark.usefixtures("settled")
@pytest.mark.parametrize("change", ["same size and times", "chmod", "replaced", "grew", "link"])
def test_a_change_of_any_kind_is_read_again(tmp_path: Path, reads: list[str], change: str) -> None:
    """A write that keeps the size and sets the modification time back, a `chmod`, a file
    renamed over it: the change time (or the inode) tells each; a symlink is no file."""
    root = tree(tmp_path / "repo", a=CLEAN)
    target = root / "a.sh"
    scan(root, tmp_path / "cache")
    before = os.stat(target)
    if change == "same size and times":
        target.write_text(CLEAN.replace("nothing", "hisparse"[:7]))
        assert os.stat(target).st_size == before.st_size
        os.utime(target, ns=(before.st_atime_ns, before.st_mtime_ns))
    elif change == "chmod":
        target.chmod(0o600)
    elif change == "replaced":
        other = root / "other.tmp"
        other.write_text(CLEAN)
        os.utime(other, ns=(before.st_atime_ns, before.st_mtime_ns))
        os.replace(other, target)
    elif change == "grew":
        target.write_text(CLEAN + LAUNCH)
    else:
        (root / "real.txt").write_text(LAUNCH)
        target.unlink()
        target.symlink_to("real.txt")
    reads.clear()
    found = scan(root, tmp_path / "cache")
    assert "a.sh" in reads
    if change == "grew":
        assert "HSF002" in summary(found)[1][0][1]


def test_a_file_changed_just_before_the_run_is_not_remembered(
    tmp_path: Path, reads: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A write in the same tick of the file system's clock as the read would leave the
    file's times as they were: a file that recent is read again next time."""
    monkeypatch.setattr(clean_index, "RACY_SECONDS", 3600.0)  # however slow the machine
    root = tree(tmp_path / "repo", a=CLEAN)
    scan(root, tmp_path / "cache")
    reads.clear()
    scan(root, tmp_path / "cache")
    assert reads == ["a.sh"]


@pytest.mark.usefixtures("settled")
def test_a_file_clean_only_of_hisparse_is_read_under_scope_all(
    tmp_path: Path, reads: list[str]
) -> None:
    """`--scope all` looks for every launch: a file that names SGLang without HiSparse
    is clean for the default scope only."""
    root = tree(tmp_path / "repo", launch=SGLANG_ONLY, plain=CLEAN)
    cache_dir = tmp_path / "cache"
    scan(root, cache_dir)
    reads.clear()
    assert summary(scan(root, cache_dir)) == (2, [])
    assert reads == []
    everything = Settings(scope="all")
    found = scan(root, cache_dir, everything)
    assert reads == ["launch.sh"]
    assert summary(found) == (2, [("launch.sh", ("HSF008",))])
    reads.clear()
    scan(root, cache_dir, everything)
    assert reads == ["launch.sh"], "a launch is read each run (its verdict is the cache's)"


@pytest.mark.usefixtures("settled")
@pytest.mark.parametrize(
    "spoiled", ["{", '{"layout": 2, "files": []}', '{"layout": 99}', '{"layout": 1, "files": {}}']
)
def test_a_spoiled_index_is_ignored_and_written_again(
    tmp_path: Path, reads: list[str], spoiled: str
) -> None:
    root = tree(tmp_path / "repo", a=CLEAN)
    cache_dir = tmp_path / "cache"
    scan(root, cache_dir)
    (index,) = cache_dir.glob(f"*/{clean_index.NAME}")
    index.write_text(spoiled)
    reads.clear()
    scan(root, cache_dir)
    assert reads == ["a.sh"]
    state = clean_index.state_of(os.lstat(root / "a.sh"))
    assert json.loads(index.read_text())["files"] == {
        str(root / "a.sh"): ":".join(map(str, (*state, 1)))
    }


@pytest.mark.usefixtures("settled")
def test_a_spoiled_entry_is_a_miss(tmp_path: Path, reads: list[str]) -> None:
    root = tree(tmp_path / "repo", a=CLEAN, b=CLEAN)
    cache_dir = tmp_path / "cache"
    scan(root, cache_dir)
    (index,) = cache_dir.glob(f"*/{clean_index.NAME}")
    data = json.loads(index.read_text())
    data["files"][str(root / "a.sh")] = "clean"
    data["files"][str(root / "b.sh")] = [*map(int, data["files"][str(root / "b.sh")].split(":"))]
    index.write_text(json.dumps(data))
    reads.clear()
    scan(root, cache_dir)
    assert sorted(reads) == ["a.sh", "b.sh"]


@pytest.mark.usefixtures("settled")
def test_a_named_file_is_read_not_looked_up_or_remembered(
    tmp_path: Path, reads: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Files named on the command line (a pre-commit run) are read: the index of the
    whole repository, which loading costs more than reading a few files, is neither read
    nor written. A walk then finds and remembers them."""
    root = tree(tmp_path / "repo", a=CLEAN, b=CLEAN)
    cache_dir = tmp_path / "cache"
    scan(root, cache_dir)
    (index,) = cache_dir.glob(f"*/{clean_index.NAME}")
    written = index.read_bytes()
    loaded: list[Path] = []
    real = state_index.read_index
    monkeypatch.setattr(
        state_index, "read_index", lambda path, *a: loaded.append(path) or real(path, *a)
    )
    reads.clear()
    named = [(str(root / name), True) for name in ("a.sh", "b.sh", "c.sh")]
    (root / "c.sh").write_text(CLEAN)
    found = process_paths(named, Settings(), write=False, cache=Cache(cache_dir))
    assert found.scanned == 3 and sorted(reads) == ["a.sh", "b.sh", "c.sh"]
    assert loaded == [] and index.read_bytes() == written
    reads.clear()
    scan(root, cache_dir)
    assert reads == ["c.sh"], "a walk reads the file it had not found, and remembers it"


@pytest.mark.usefixtures("settled")
def test_a_file_gone_leaves_the_index_when_it_is_next_written(tmp_path: Path) -> None:
    """A run over another folder writes the index without the files removed since, and
    keeps those of folders it did not walk."""
    cache_dir = tmp_path / "cache"
    first = tree(tmp_path / "first", a=CLEAN, b=CLEAN)
    second = tree(tmp_path / "second", c=CLEAN)
    scan(first, cache_dir)
    (first / "b.sh").unlink()
    scan(second, cache_dir)
    (index,) = cache_dir.glob(f"*/{clean_index.NAME}")
    assert sorted(Path(path).name for path in json.loads(index.read_text())["files"]) == [
        "a.sh",
        "c.sh",
    ]


@pytest.mark.usefixtures("settled")
def test_states_taken_ahead_answer_in_place_of_a_system_call(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """While git lists a folder the run takes the state of the files the index holds
    below it (`check_ahead`), until git is done; each is then asked once, without an
    `lstat`, and answers as the file stood when it was taken."""
    root = tree(tmp_path / "repo", a=CLEAN, b=CLEAN)
    other = tree(tmp_path / "other", c=CLEAN)
    cache_dir = tmp_path / "cache"
    scan(root, cache_dir)
    scan(other, cache_dir)
    index = Cache(cache_dir).clean
    questions = iter([False, True])
    index.check_ahead(f"{root}/", lambda: next(questions, True))
    assert sorted(Path(path).name for path in index._ahead) == ["a.sh", "b.sh"]
    asked: list[str] = []
    real = os.lstat
    monkeypatch.setattr(os, "lstat", lambda path: asked.append(path) or real(path))
    (root / "a.sh").write_text(CLEAN + "# since\n")
    assert index.clean(str(root / "a.sh"), False), "as it stood when taken"
    assert index.clean(str(root / "b.sh"), False) and asked == []
    assert not index.clean(str(root / "a.sh"), False), "asked again: changed"
    assert index.clean(str(other / "c.sh"), False) and len(asked) == 2


def test_taking_states_ahead_stops_when_git_is_done(tmp_path: Path) -> None:
    index = clean_index.CleanIndex(tmp_path / clean_index.NAME)
    index._entries = {str(tmp_path / f"{n}.sh"): "" for n in range(200)}
    index.check_ahead("", lambda: True)
    assert index._ahead == {}
    answers = iter([False, False, True])
    index.check_ahead("", lambda: next(answers))
    assert len(index._ahead) == 2 * state_index._DONE_EVERY, "asked every so many files"


@pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")
@pytest.mark.usefixtures("settled")
def test_in_a_git_work_tree_a_warm_run_reads_only_its_launch(
    tmp_path: Path, reads: list[str]
) -> None:
    """The states taken while git lists answer as the run's own `lstat`s would: the
    same report as without the cache, and no clean file read."""
    root = tree(tmp_path / "repo", a=CLEAN, b=CLEAN, launch=LAUNCH)
    tree(root / "sub", c=CLEAN)
    subprocess.run(["git", "init", "-q", str(root)], check=True)
    args = ["--check", "--jobs", "1", str(root)]
    env = {"HISPARSE_FIX_CACHE_DIR": str(tmp_path / "cache")}
    cold = CliRunner().invoke(main, args, env=env)
    reads.clear()
    warm = CliRunner().invoke(main, args, env=env)
    assert reads == ["launch.sh"]
    without = CliRunner().invoke(main, [*args, "--no-cache"])
    assert warm.output == cold.output == without.output
    assert warm.exit_code == 1 and "HSF002" in warm.output
