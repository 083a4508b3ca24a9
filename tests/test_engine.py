"""Reading and writing one file: symlinks, races, temporary files, encodings, limits."""

from __future__ import annotations

import json
import os
import stat
import time
from pathlib import Path

import pytest

from hisparse_fix.engine import pipeline as engine
from hisparse_fix.engine.files import write_atomic
from hisparse_fix.engine.pipeline import Result, process_bytes, process_path
from hisparse_fix.formats import BY_NAME
from hisparse_fix.formats.codec import decode
from hisparse_fix.formats.errors import ParseError
from hisparse_fix.project.batch import process_paths
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.vocabulary import limits

LAUNCH = "python3 -m sglang.launch_server --enable-hisparse --kv-cache-dtype fp8_e5m2\n"
FIXED = "python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3\n"  # noqa: E501


def run(*paths: Path, write: bool = True) -> list[Result]:
    candidates = [(path, True) for path in paths]
    return list(process_paths(candidates, Settings(), write=write).results)


def found(folder: Path, write: bool = True) -> list[Result]:
    from hisparse_fix.project.walk import iter_candidates

    candidates = [(c.path, c.explicit) for c in iter_candidates([str(folder)], use_git=False)]
    return list(process_paths(candidates, Settings(), write=write).results)


def by_name(results: list[Result]) -> dict[str, Result]:
    return {Path(result.path).name: result for result in results}


# Symlinks


def test_link_to_a_file_outside_is_skipped_with_a_note(tmp_path: Path) -> None:
    outside = tmp_path / "outside.sh"
    outside.write_text(LAUNCH)
    repo = tmp_path / "repo"
    repo.mkdir()
    (repo / "link.sh").symlink_to(outside)
    [result] = found(repo)
    assert result.skipped and result.problem is None
    assert "not among the files being fixed" in result.note
    assert outside.read_text() == LAUNCH
    assert (repo / "link.sh").is_symlink()


def test_link_named_alone_is_not_written_through(tmp_path: Path) -> None:
    (tmp_path / "real.sh").write_text(LAUNCH)
    link = tmp_path / "link.sh"
    link.symlink_to("real.sh")
    [result] = run(link)
    assert result.skipped and str(tmp_path / "real.sh") in result.note
    assert (tmp_path / "real.sh").read_text() == LAUNCH


def test_target_inside_is_fixed_once_and_links_stay(tmp_path: Path) -> None:
    (tmp_path / "real.sh").write_text(LAUNCH)
    for name in ("a.sh", "b.sh"):
        (tmp_path / name).symlink_to("real.sh")
    results = found(tmp_path)
    assert [Path(result.path).name for result in results] == ["real.sh"]
    assert results[0].written
    assert (tmp_path / "real.sh").read_text() == FIXED
    assert all((tmp_path / name).is_symlink() for name in ("a.sh", "b.sh"))


def test_link_and_target_named_together(tmp_path: Path) -> None:
    (tmp_path / "real.sh").write_text(LAUNCH)
    (tmp_path / "link.sh").symlink_to("real.sh")
    results = run(tmp_path / "link.sh", tmp_path / "real.sh")
    assert [Path(result.path).name for result in results] == ["real.sh"]
    assert (tmp_path / "link.sh").is_symlink()


def test_dangling_link_is_a_note_not_an_error(tmp_path: Path) -> None:
    (tmp_path / "gone.sh").symlink_to("nowhere.sh")
    [named] = run(tmp_path / "gone.sh")
    [seen] = found(tmp_path)
    for result in (named, seen):
        assert result.problem is None and result.note == "dangling symlink: nothing to read"


def test_found_link_to_an_outside_program_passes_in_silence(tmp_path: Path) -> None:
    (tmp_path / "python3").symlink_to(os.path.realpath("/bin/sh"))
    assert found(tmp_path) == []


@pytest.mark.timeout(60)  # opening the FIFO would wait for a writer that never comes
def test_fifo_is_never_opened(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.sh"
    os.mkfifo(fifo)
    [named] = run(fifo)
    assert named.skipped and named.note == "not a regular file: never opened"
    assert found(tmp_path) == []


# Races and writes


def test_file_changed_after_it_was_read_is_left_and_reported(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "run.sh"
    path.write_text(LAUNCH)
    real = engine.process_bytes

    def someone_edits_meanwhile(*args: object, **kwargs: object) -> Result:
        result = real(*args, **kwargs)  # type: ignore[arg-type]
        path.write_text(LAUNCH + "# edited by hand\n")
        return result

    monkeypatch.setattr(engine, "process_bytes", someone_edits_meanwhile)
    result = process_path(path, Settings(), write=True, explicit=True)
    assert result is not None and result.problem is not None
    assert result.problem.message == "changed on disk since it was read: left as it is"
    assert path.read_text() == LAUNCH + "# edited by hand\n"
    assert list(tmp_path.iterdir()) == [path]


def test_write_keeps_mode_and_leaves_no_temporary_file(tmp_path: Path) -> None:
    path = tmp_path / "run.sh"
    path.write_text(LAUNCH)
    path.chmod(0o751)
    [result] = run(path)
    assert result.written
    assert stat.S_IMODE(path.stat().st_mode) == 0o751
    assert sorted(tmp_path.iterdir()) == [path]


def test_a_failed_write_removes_its_temporary_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "run.sh"
    path.write_text(LAUNCH)

    def full_disk(descriptor: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full_disk)
    [result] = run(path)
    assert result.problem is not None
    assert result.problem.message == "cannot write: No space left on device"
    assert path.read_text() == LAUNCH
    assert sorted(tmp_path.iterdir()) == [path]


def test_leftover_temporary_file_is_removed_by_a_write_run_and_never_read(tmp_path: Path) -> None:
    leftover = tmp_path / ".run.sh.hisparse-fix-abcd1234.tmp"
    leftover.write_text("#!/bin/bash\n" + LAUNCH)
    [dry] = found(tmp_path, write=False)
    assert dry.skipped and not dry.findings and leftover.exists()
    [written] = found(tmp_path, write=True)
    assert written.note.endswith("removed") and not leftover.exists()


def test_a_temporary_file_another_run_holds_is_left(tmp_path: Path) -> None:
    import fcntl

    held = tmp_path / ".run.sh.hisparse-fix-abcd1234.tmp"
    held.write_text(LAUNCH)
    with held.open("rb") as handle:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX)
        assert not engine.remove_leftover(held)
    assert engine.remove_leftover(held)


def test_write_atomic_writes_whole_bytes(tmp_path: Path) -> None:
    path = tmp_path / ("x" * 240 + ".sh")
    path.write_bytes(b"old")
    write_atomic(path, b"new\r\n\xe9")
    assert path.read_bytes() == b"new\r\n\xe9"
    assert sorted(tmp_path.iterdir()) == [path]


# Text


@pytest.mark.parametrize(
    ("before", "after"),
    [
        (
            b"\xef\xbb\xbf#!/bin/bash\n" + LAUNCH.encode(),
            b"\xef\xbb\xbf#!/bin/bash\n" + FIXED.encode(),
        ),
        (LAUNCH.replace("\n", "\r\n").encode(), FIXED.replace("\n", "\r\n").encode()),
        (LAUNCH.rstrip("\n").encode(), FIXED.rstrip("\n").encode()),
        (b"# caf\xe9\n\t" + LAUNCH.encode(), b"# caf\xe9\n\t" + FIXED.encode()),
    ],
    ids=["bom", "crlf", "no-final-newline", "latin-1-and-tab"],
)
def test_shell_bytes_round_trip(tmp_path: Path, before: bytes, after: bytes) -> None:
    path = tmp_path / "run.sh"
    path.write_bytes(before)
    [result] = run(path)
    assert result.written
    assert path.read_bytes() == after


def test_python_coding_line_is_honoured(tmp_path: Path) -> None:
    path = tmp_path / "serve.py"
    before = "# -*- coding: latin-1 -*-\n# café\nsgl.Engine(enable_hisparse=True, device='cpu')\n"
    path.write_bytes(before.encode("latin-1"))
    [result] = run(path)
    assert result.written
    assert path.read_bytes() == before.replace("True", "False").encode("latin-1")


def test_python_coding_line_the_bytes_break_is_an_error(tmp_path: Path) -> None:
    path = tmp_path / "serve.py"
    data = b"# coding: ascii\nsgl.Engine(enable_hisparse=True, note='caf\xe9')\n"
    path.write_bytes(data)
    [result] = run(path)
    assert result.problem is not None
    assert (result.problem.line, result.problem.column) == (2, 43)
    assert result.problem.message == "not ascii (byte 0xe9): its coding line declares ascii"
    assert path.read_bytes() == data


@pytest.mark.parametrize(
    ("name", "data", "where", "message"),
    [
        ("a.toml", b"enable-hisparse = true\n# caf\xe9\n", (2, 6), "TOML files must be UTF-8"),
        ("a.yaml", b"enable-hisparse: true # \xe9\n", (1, 25), "YAML files must be UTF-8"),
        ("a.ipynb", b'{"cells": [], "x": "hisparse \xe9"}', (1, 30), "notebook files must be"),
    ],
)
def test_utf8_formats_reject_other_bytes(
    tmp_path: Path, name: str, data: bytes, where: tuple[int, int], message: str
) -> None:
    path = tmp_path / name
    path.write_bytes(data)
    [result] = run(path)
    assert result.problem is not None
    assert (result.problem.line, result.problem.column) == where
    assert result.problem.message.startswith("not UTF-8 (byte 0xe9): " + message)
    assert path.read_bytes() == data


def test_bad_coding_line_is_an_error() -> None:
    with pytest.raises(ParseError) as raised:
        decode(b"#!/usr/bin/python\n# coding: klingon\nx = 1\n", "python")
    assert raised.value.line == 2
    assert raised.value.message == "bad coding line: unknown encoding: klingon"


# Limits and internal errors


def test_large_file_found_in_a_folder_mentioning_hisparse_is_skipped_and_unjudged(
    tmp_path: Path,
) -> None:
    path = tmp_path / "big.sh"
    path.write_text("echo filler\n" * 100_000 + LAUNCH)
    before = path.read_bytes()
    [result] = found(tmp_path)
    assert result.skipped and result.unjudged
    assert f"files over {limits.MAX_BYTES // 1024} KiB found in a folder" in result.note
    assert path.read_bytes() == before


FILLER = "# " + "x" * limits.MAX_BYTES + "\n"
"""A comment longer than `MAX_BYTES`: a large file that is quick to read."""


def test_large_file_named_on_the_command_line_is_read_and_fixed(tmp_path: Path) -> None:
    path = tmp_path / "big.sh"
    path.write_text(FILLER + LAUNCH)
    [result] = run(path)
    assert not result.skipped and result.written
    assert path.read_text() == FILLER + FIXED


def test_large_file_without_hisparse_is_clean(tmp_path: Path) -> None:
    (tmp_path / "big.sh").write_text("echo filler\n" * 100_000)
    assert found(tmp_path) == []


def test_python_nested_too_deep_for_libcst_is_an_error_not_a_crash() -> None:
    data = ("x = " + "-" * 100_000 + "1\nsgl.Engine(enable_hisparse=True)\n").encode()
    result = process_bytes("deep.py", data, BY_NAME["python"], Settings())
    assert result.problem is not None and result.problem.message == "too deeply nested to read"
    assert (result.problem.line, result.problem.column) == (1, 1)


def test_python_nested_too_deep_in_a_notebook_cell_is_an_error_not_a_crash() -> None:
    cell = "x = " + "-" * 100_000 + "1\nsgl.Engine(enable_hisparse=True)\n"
    notebook = {
        "cells": [{"cell_type": "code", "metadata": {}, "source": [cell], "outputs": []}],
        "metadata": {},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    data = json.dumps(notebook).encode()
    result = process_bytes("deep.ipynb", data, BY_NAME["notebook"], Settings())
    assert result.problem is not None and result.problem.message == "too deeply nested to read"


def test_python_nested_too_deep_in_a_markdown_block_is_reported() -> None:
    block = "x = " + "-" * 100_000 + "1\nsgl.Engine(enable_hisparse=True)\n"
    data = f"```python\n{block}```\n".encode()
    result = process_bytes("deep.md", data, BY_NAME["markdown"], Settings())
    assert result.problem is None
    warning, radix = result.findings  # an unread launch is judged as open, as everywhere
    assert warning.finding.code == "HSF000" and "too deeply nested" in warning.finding.message
    assert radix.finding.code == "HSF004"


def test_python_too_deep_for_libcst_positions_is_an_error_not_a_hang() -> None:
    """500 `elif`s: Python reads them, libcst's position pass runs out of stack."""
    branches = "".join("elif a:\n    pass\n" for _ in range(500))
    source = f"if a:\n    pass\n{branches}sgl.Engine(**kw, enable_hisparse=True)\n"
    result = process_bytes("deep.py", source.encode(), BY_NAME["python"], Settings())
    assert result.problem is not None
    assert result.problem.message == "could not parse Python: nested too deeply to read"
    assert (result.problem.line, result.problem.column) == (1, 1)  # no line is to blame


def test_python_the_reader_cannot_follow_for_its_depth_is_an_error_at_line_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Code CPython and libcst parse but the reader's walk runs out of stack on: the
    file is a parse error on no line in particular (line 1, column 1), not a crash."""
    from hisparse_fix.formats import python
    from hisparse_fix.formats.python import scan as python_scan

    def too_deep(text: str) -> None:
        raise RecursionError

    monkeypatch.setattr(python_scan, "scan", too_deep)
    monkeypatch.setattr(python, "_quick", lambda text: None)  # the file `quick` declines
    python._read.cache_clear()
    source = "sgl.Engine(enable_hisparse=True)  # read past the parser's own check\n"
    result = process_bytes("deep.py", source.encode(), BY_NAME["python"], Settings())
    assert result.problem is not None
    assert result.problem.message == "could not parse Python: nested too deeply to read"
    assert (result.problem.line, result.problem.column) == (1, 1)
    python._read.cache_clear()


def test_an_exception_in_an_adapter_names_the_file_and_the_run_goes_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from hisparse_fix.formats import yaml as yaml_adapter

    def broken(text: str) -> list[object]:
        raise KeyError("boom")

    monkeypatch.setattr(yaml_adapter, "find_sites", broken)
    (tmp_path / "a.yaml").write_text("enable-hisparse: true\n")
    (tmp_path / "b.sh").write_text(LAUNCH)
    results = by_name(found(tmp_path))
    problem = results["a.yaml"].problem
    assert problem is not None and problem.message == "internal error: KeyError: 'boom'"
    assert "Traceback" in problem.detail
    assert results["b.sh"].written


def test_an_internal_error_names_an_object_by_its_type_only(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """libcst raises `KeyError(node)`: the node's repr can be a whole parse tree."""
    from hisparse_fix.formats import yaml as yaml_adapter

    class Huge:
        def __repr__(self) -> str:
            raise AssertionError("the repr of an exception's object is never built")

    def broken(text: str) -> list[object]:
        raise KeyError(Huge())

    monkeypatch.setattr(yaml_adapter, "find_sites", broken)
    (tmp_path / "a.yaml").write_text("enable-hisparse: true\n")
    problem = by_name(found(tmp_path))["a.yaml"].problem
    assert problem is not None and problem.message == "internal error: KeyError: '<Huge>'"


def test_a_reading_that_hangs_is_an_internal_error_not_a_verdict(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The crash guard of a run over files: a reader that never returns (a bug; the step
    budget ends every reading long before) leaves the file as it is, reported as an
    internal error, and its result is never remembered."""
    from hisparse_fix.formats import shell

    def forever(text: str) -> list[object]:
        while True:
            time.sleep(0.01)

    monkeypatch.setattr(limits, "HUNG_SECONDS", 0.2)
    monkeypatch.setattr(shell, "find_sites", forever)
    (tmp_path / "slow.sh").write_text(LAUNCH)
    problem = by_name(found(tmp_path))["slow.sh"].problem
    assert problem is not None and problem.transient
    assert problem.message == "internal error: still reading after 0.2 s: left as it is"
    assert (tmp_path / "slow.sh").read_text() == LAUNCH


def test_a_walk_s_files_are_read_and_judged_without_a_path_object(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A walk's paths are written as `pathlib` writes them already: a `--check` over
    them makes no `Path` (thousands of files a scan), clean files are counted, not
    reported, and a launch is reported under the walk's path."""
    from hisparse_fix.project import batch

    (tmp_path / "clean.sh").write_text("echo hello\n")
    (tmp_path / "launch.sh").write_text(LAUNCH)
    monkeypatch.chdir(tmp_path)
    items = [("clean.sh", False), ("launch.sh", False)]

    def no_path(*args: object) -> Path:
        raise AssertionError(f"a Path was made of {args}")

    monkeypatch.setattr(batch, "Path", no_path)
    monkeypatch.setattr(engine, "Path", no_path)
    done = process_paths(items, Settings(), write=False)
    assert done.scanned == 2
    assert [result.path for result in done.results] == ["launch.sh"]
    assert done.results[0].findings
