"""Which files a run reads: git's list, excludes, binary files, FIFOs, symlinked folders."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from hisparse_fix.project.walk import Excludes, iter_candidates

LAUNCH = "python3 -m sglang.launch_server --enable-hisparse --kv-cache-dtype fp8_e5m2\n"

needs_git = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")


def listed(
    *paths: Path | str,
    excludes: Excludes | None = None,
    use_git: bool = True,
    force_exclude: bool = False,
) -> list[str]:
    found = iter_candidates(
        [str(p) for p in paths], excludes, use_git=use_git, force_exclude=force_exclude
    )
    return [Path(c.path).as_posix() for c in found]


def relative(root: Path, names: list[str]) -> list[str]:
    return [Path(name).relative_to(root).as_posix() for name in names]


def make(root: Path, *names: str, text: str = LAUNCH) -> None:
    for name in names:
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)


def git(root: Path, *args: str) -> None:
    subprocess.run(["git", "-C", str(root), *args], check=True, capture_output=True)


@needs_git
def test_in_a_git_work_tree_gitignore_holds(tmp_path: Path) -> None:
    git(tmp_path, "init", "-q")
    make(tmp_path, "tracked.sh", "new.sh", "ignored.sh", "build/out.sh", "src/run.sh")
    (tmp_path / ".gitignore").write_text("ignored.sh\nbuild/\n")
    git(tmp_path, "add", "tracked.sh")
    names = relative(tmp_path, listed(tmp_path))
    assert names == [".gitignore", "new.sh", "src/run.sh", "tracked.sh"]


@needs_git
def test_a_tracked_file_that_is_ignored_is_still_read(tmp_path: Path) -> None:
    git(tmp_path, "init", "-q")
    make(tmp_path, "kept.sh")
    git(tmp_path, "add", "kept.sh")
    (tmp_path / ".gitignore").write_text("*.sh\n")
    assert relative(tmp_path, listed(tmp_path)) == [".gitignore", "kept.sh"]


@needs_git
def test_git_listing_of_a_subfolder_and_default_excludes(tmp_path: Path) -> None:
    git(tmp_path, "init", "-q")
    make(
        tmp_path,
        "top.sh",
        "sub/a.sh",
        "sub/node_modules/x.sh",
        "sub/env/x.sh",
        "sub/env/pyvenv.cfg",
    )
    names = relative(tmp_path, listed(tmp_path / "sub"))
    assert names == ["sub/a.sh"]


@needs_git
def test_git_and_walk_list_the_same_files_in_the_same_order(tmp_path: Path) -> None:
    make(tmp_path, "b.sh", "a/z.sh", "a.sh", "a/b/c.py", "c/d.toml")
    walked = listed(tmp_path, use_git=False)
    git(tmp_path, "init", "-q")
    assert listed(tmp_path) == walked


def test_outside_git_the_tree_is_walked_skipping_vcs_and_default_folders(tmp_path: Path) -> None:
    make(tmp_path, "a.sh", ".git/x.sh", "node_modules/x.sh", ".venv/x.sh", "env/x.sh")
    (tmp_path / "env" / "pyvenv.cfg").write_text("home = /usr\n")
    assert relative(tmp_path, listed(tmp_path, use_git=False)) == ["a.sh"]


def test_exclude_replaces_the_defaults_and_extend_exclude_adds(tmp_path: Path) -> None:
    make(tmp_path, "a.sh", "old/b.sh", "node_modules/c.sh", ".git/d.sh")
    extended = Excludes.from_options((), ("old",))
    assert relative(tmp_path, listed(tmp_path, excludes=extended)) == ["a.sh"]
    replaced = Excludes.from_options(("old",), ())
    assert relative(tmp_path, listed(tmp_path, excludes=replaced)) == ["a.sh", "node_modules/c.sh"]
    both = Excludes.from_options(("old",), ("*.sh",))
    assert listed(tmp_path, excludes=both) == []


def test_exclude_globs_match_names_and_paths(tmp_path: Path) -> None:
    make(tmp_path, "keep/a.sh", "keep/a_test.sh", "skip/b.sh")
    excludes = Excludes.from_options((), ("*_test.sh", f"{tmp_path.as_posix()}/skip"))
    assert relative(tmp_path, listed(tmp_path, excludes=excludes)) == ["keep/a.sh"]


def test_files_named_on_the_command_line_are_listed_once(tmp_path: Path) -> None:
    make(tmp_path, "a.sh", "node_modules/x.sh")
    named = tmp_path / "node_modules" / "x.sh"
    names = listed(named, tmp_path, tmp_path / "a.sh", use_git=False)
    assert relative(tmp_path, names) == ["node_modules/x.sh", "a.sh"]
    user = Excludes.from_options((), ("x.sh",))
    assert listed(named, excludes=user) == [named.as_posix()]  # named: read, as in ruff
    assert listed(named, excludes=user, force_exclude=True) == []


def test_force_exclude_judges_the_folders_a_named_file_is_in(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    make(tmp_path, "vendor/lib/x.sh", "own/y.sh")
    monkeypatch.chdir(tmp_path)
    vendored = Excludes.from_options((), ("vendor",))
    both = ("vendor/lib/x.sh", "own/y.sh")
    assert listed(*both, excludes=vendored) == list(both)
    assert listed(*both, excludes=vendored, force_exclude=True) == ["own/y.sh"]
    assert listed("vendor", excludes=vendored, force_exclude=True) == []
    deep = Excludes.from_options((), ("vendor/lib",), root=str(tmp_path))
    assert listed(*both, excludes=deep, force_exclude=True) == ["own/y.sh"]


def test_symlinked_folder_is_not_entered(tmp_path: Path) -> None:
    make(tmp_path, "real/a.sh")
    outside = tmp_path.parent / f"{tmp_path.name}-outside"
    make(outside, "b.sh")
    (tmp_path / "link").symlink_to(tmp_path / "real", target_is_directory=True)
    (tmp_path / "out").symlink_to(outside, target_is_directory=True)
    (tmp_path / "file.sh").symlink_to(tmp_path / "real" / "a.sh")
    assert relative(tmp_path, listed(tmp_path, use_git=False)) == ["file.sh", "real/a.sh"]


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    """In a child process with a timeout, so that a read that blocks fails the test."""
    command = [sys.executable, "-m", "hisparse_fix", *args]
    return subprocess.run(command, capture_output=True, text=True, timeout=60, check=False)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_is_skipped_without_being_opened(tmp_path: Path) -> None:
    make(tmp_path, "a.sh")
    os.mkfifo(tmp_path / "pipe.sh")
    os.mkfifo(tmp_path / "serve")  # no suffix: would be opened for its #! line
    result = run_cli("--check", str(tmp_path))
    assert result.returncode == 1
    assert "a.sh:1:" in result.stdout
    assert "pipe" not in result.stdout + result.stderr
    assert "serve" not in result.stdout + result.stderr


def test_binary_files_are_skipped_unless_named(tmp_path: Path) -> None:
    (tmp_path / "blob.sh").write_bytes(b"\0\x01" + LAUNCH.encode())
    make(tmp_path, "a.sh")
    result = run_cli("--check", str(tmp_path))
    assert "a.sh:1:" in result.stdout
    assert "blob.sh" not in result.stdout + result.stderr
    assert "No problems" not in result.stderr
    named = run_cli("--check", str(tmp_path / "blob.sh"))
    assert "No problems in 1 file" in named.stderr or "blob.sh" in named.stdout + named.stderr


def test_git_is_started_only_inside_a_work_tree(tmp_path: Path, monkeypatch) -> None:
    """Starting git costs more than walking a small tree: outside any work tree (no
    `.git` in the folder or above, no `GIT_DIR`) the walk lists the folder itself; inside
    one, git lists it (an untracked, ignored file is then left out)."""
    make(tmp_path / "plain", "a.sh", "sub/b.sh")
    started: list[list[str]] = []
    real_run, real_popen = subprocess.run, subprocess.Popen

    def popen(command, *args, **kwargs):
        started.append(command)
        return real_popen(command, *args, **kwargs)

    monkeypatch.setattr(subprocess, "Popen", popen)
    monkeypatch.delenv("GIT_DIR", raising=False)
    assert relative(tmp_path / "plain", listed(tmp_path / "plain")) == ["a.sh", "sub/b.sh"]
    assert started == []
    if shutil.which("git") is None:
        return
    repo = tmp_path / "repo"
    make(repo, "a.sh", "ignored.sh")
    (repo / ".gitignore").write_text("ignored.sh\n")
    real_run(["git", "init", "-q", str(repo)], check=True)
    assert relative(repo, listed(repo / "")) == [".gitignore", "a.sh"]
    assert started and started[0][0] == "git"


@needs_git
def test_a_listing_started_ahead_is_the_walks_and_one_no_walk_took_is_ended(
    tmp_path: Path, monkeypatch
) -> None:
    """The command line starts git on each folder named (`start_git_listing`) before it
    reads the settings; the walk takes that listing, the same as one it starts itself,
    and a listing no walk took is ended with the run."""
    from hisparse_fix.project import walk

    repo = tmp_path / "repo"
    make(repo, "a.sh", "ignored.sh", "sub/b.sh")
    (repo / ".gitignore").write_text("ignored.sh\n")
    git(tmp_path, "init", "-q", str(repo))
    expected = listed(repo)
    walk.start_git_listing(str(repo))
    walk.start_git_listing(str(repo))  # once per folder
    assert len(walk._started) == 1
    started = next(iter(walk._started.values()))
    assert listed(repo) == expected
    assert not walk._started and started.returncode == 0
    walk.start_git_listing(str(repo))
    left = next(iter(walk._started.values()))
    walk.stop_git_listings()
    assert not walk._started and left.returncode is not None
    walk.start_git_listing(str(tmp_path))  # no work tree: nothing started
    assert not walk._started


@needs_git
def test_the_command_line_ends_a_listing_its_run_did_not_take(tmp_path: Path, monkeypatch) -> None:
    from hisparse_fix.project import walk

    repo = tmp_path / "repo"
    make(repo, "a.sh")
    git(tmp_path, "init", "-q", str(repo))
    (repo / "hisparse-fix.toml").write_text("platform = 'nowhere'\n")
    ended: list[int] = []
    real_stop = walk.stop_git_listings

    def stop() -> None:
        ended.extend(started.pid for started in walk._started.values())
        real_stop()

    monkeypatch.setattr(walk, "stop_git_listings", stop)
    monkeypatch.chdir(repo)
    from click.testing import CliRunner

    from hisparse_fix.cli import main

    result = CliRunner().invoke(main, ["--check", "."])
    assert result.exit_code == 2, result.output  # a settings error before the walk
    assert len(ended) == 1 and not walk._started


@needs_git
@pytest.mark.parametrize("named", [".", "repo", "repo/"])
def test_work_that_needs_no_listing_is_done_while_git_lists(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, named: str
) -> None:
    """`while_listing` is told what the walk's paths of the folder start with, and a
    test that turns true once git is done; the listing is the same with it."""
    repo = tmp_path / "repo"
    make(repo, "a.sh", "sub/b.sh")
    git(tmp_path, "init", "-q", str(repo))
    monkeypatch.chdir(repo if named == "." else tmp_path)
    told: list[tuple[str, bool]] = []

    def meanwhile(below: str, done) -> None:  # type: ignore[no-untyped-def]
        while not done():
            pass  # git lists on its own: a full pipe does not hold it up
        told.append((below, done()))

    found = [c.path for c in iter_candidates([named], while_listing=meanwhile)]
    assert told == [("" if named == "." else "repo/", True)]
    assert all(path.startswith(told[0][0]) for path in found)
    assert found == [c.path for c in iter_candidates([named])]


@pytest.mark.skipif(sys.platform != "linux", reason="pipe sizes are Linux's")
def test_git_may_write_a_large_listing_before_it_is_read() -> None:
    """git lists tracked files before it looks for untracked ones: a pipe of the
    default 64 KiB would hold it up until the walk reads."""
    import fcntl

    from hisparse_fix.project import walk

    reader = subprocess.Popen(["cat"], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE)
    try:
        walk._widen(reader)
        assert reader.stdout is not None
        size = fcntl.fcntl(reader.stdout.fileno(), fcntl.F_GETPIPE_SZ)
        allowed = int(Path("/proc/sys/fs/pipe-max-size").read_text()) >= walk._PIPE_BYTES
        assert size >= walk._PIPE_BYTES or (not allowed and os.geteuid() != 0)
    finally:
        reader.communicate()
