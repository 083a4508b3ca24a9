"""Never lose a byte: one `--write` run over a hostile folder, and properties that
hold in every format whatever the line endings, BOM and final newline.

Each format's own test file has its generated-launch property (no fixable finding
remains, a second rewrite changes nothing, only the edited options change, a file
without HiSparse is unchanged): test_shell_properties.py, test_python_properties.py,
test_toml.py, test_yaml.py, test_markdown.py, test_notebook.py, test_dockerfile.py.
What they leave out is checked here across formats on every real-shaped fixture,
exhaustively: in each of 8 shapes (LF or CRLF, BOM or not, final newline or not) line
endings, BOM and final newline survive and the rewrite is final, and a launch with
HiSparse taken out is byte-identical.
"""

from __future__ import annotations

import itertools
import os
import re
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from hisparse_fix.engine.pipeline import fix_text, process_bytes, process_path
from hisparse_fix.formats import Format, format_for
from hisparse_fix.formats.errors import ParseError, SkippedFile
from hisparse_fix.sglang.settings import Settings
from tests.conftest import fixture_files

LAUNCH = "python3 -m sglang.launch_server --enable-hisparse --kv-cache-dtype fp8_e5m2"
BOM = b"\xef\xbb\xbf"


def _format(path: Path) -> Format:
    fmt = format_for(path, path.read_bytes()[:256].decode("utf-8", "replace"))
    assert fmt is not None
    return fmt


FIXTURES = [(path, _format(path)) for path in fixture_files()]
WITH_LAUNCH = [(path, fmt) for path, fmt in FIXTURES if b"hisparse" in path.read_bytes()]


def reshape(data: bytes, ending: bytes, bom: bool, final_newline: bool) -> bytes:
    """The same file with other line endings, a BOM or not, a final newline or not."""
    data = data.replace(b"\r\n", b"\n").removeprefix(BOM)
    data = data.replace(b"\n", ending)
    if not final_newline:
        data = data.rstrip(b"\r\n")
    return (BOM if bom else b"") + data


SHAPES = list(itertools.product([b"\n", b"\r\n"], [False, True], [False, True]))
"""Every line ending, BOM or not, final newline or not: 8 shapes of each fixture."""

KNOWN_BUGS = {("07_crlf_exec_last_item.Dockerfile", b"\r\n", False)}
"""(fixture, ending, final newline) where an adapter still breaks the line endings."""


def shape_breaks(path: Path, fmt: Format, ending: bytes, bom: bool, final: bool) -> list[str]:
    """What a rewrite of the reshaped fixture breaks: nothing, when all is well."""
    data = reshape(path.read_bytes(), ending, bom, final)
    result = process_bytes(path.name, data, fmt, Settings())
    if result.problem is not None:
        internal = result.problem.message.startswith("internal error")
        return [f"internal error: {result.problem.message}"] if internal else []
    if not result.changed:
        return []
    fixed = result.fixed_bytes
    again = process_bytes(path.name, fixed, fmt, Settings())
    checks = {
        "BOM lost or added": fixed.startswith(BOM) == bom,
        "final newline changed": fixed.endswith(b"\n") == data.endswith(b"\n"),
        "a bare LF in a CRLF file": ending == b"\n" or not re.search(rb"(?<!\r)\n", fixed),
        "a CRLF in an LF file": ending == b"\r\n" or b"\r\n" not in fixed,
        "a second rewrite changes it": not again.changed,
        "a fixable finding remains": not [item for item in again.findings if item.fixable],
    }
    return [what for what, holds in checks.items() if not holds]


@pytest.mark.parametrize("format_name", sorted({fmt.name for _, fmt in WITH_LAUNCH}))
def test_line_endings_bom_and_final_newline_survive_a_final_rewrite(format_name: str) -> None:
    broken = []
    for path, fmt in WITH_LAUNCH:
        if fmt.name != format_name:
            continue
        for ending, bom, final in SHAPES:
            if (path.name, ending, final) in KNOWN_BUGS:
                continue
            if fmt.name == "python" and bom and b"coding" in path.read_bytes()[:200]:
                continue  # a BOM with a non-UTF-8 coding line is itself an error
            broken += [
                (path.name, ending, bom, final, what)
                for what in shape_breaks(path, fmt, ending, bom, final)
            ]
    assert broken == []


def test_known_bug_crlf_exec_form_without_final_newline() -> None:
    [(path, fmt)] = [item for item in WITH_LAUNCH if item[0].name == next(iter(KNOWN_BUGS))[0]]
    assert shape_breaks(path, fmt, b"\r\n", False, False) == []


@pytest.mark.parametrize(("path", "fmt"), WITH_LAUNCH, ids=[path.name for path, _ in WITH_LAUNCH])
def test_a_launch_without_hisparse_is_byte_identical(path: Path, fmt: Format) -> None:
    for ending in (b"\n", b"\r\n"):
        data = reshape(path.read_bytes(), ending, bom=False, final_newline=True)
        text = data.decode("utf-8", "surrogateescape")
        without = re.sub(r"enable([-_])hisparse", r"enable\1hicache", text)
        if "hisparse" in without.lower() or "--enable-his" in without:
            return  # the launch still reads HiSparse some other way
        try:
            fixed = fix_text(without, fmt, Settings())
        except (ParseError, SkippedFile):
            return  # a file the change makes unreadable is left as it is too
        assert fixed.text == without


# The "Done when" run: one folder of everything that can go wrong.


def _folder(tmp_path: Path) -> tuple[Path, Path]:
    repo, outside = tmp_path / "repo", tmp_path / "outside"
    repo.mkdir()
    outside.mkdir()
    files = {
        "broken.py": b'sgl.Engine(enable_hisparse=True, device="cpu"\n',
        "broken.toml": b'enable-hisparse = true\nkv-cache-dtype = "fp8_e5m2\n',
        "broken.yaml": b"enable-hisparse: true\nkv-cache-dtype: [fp8_e5m2\n",
        "blob.bin": os.urandom(4096) + b"hisparse",
        "blob.sh": b"\x7fELF\x00\x01" + os.urandom(2048) + b"--enable-hisparse",
        "latin1.sh": f"#!/bin/bash\n# caf\xe9 cr\xe8me\n{LAUNCH}\n".encode("latin-1"),
        "crlf.sh": f"#!/bin/bash\r\n{LAUNCH} \\\r\n  --port 30000\r\n".encode(),
        "bom.py": BOM + b'sgl.Engine(enable_hisparse=True, device="cpu")\r\n',
        "bom.sh": BOM + f"{LAUNCH}\n".encode(),
        "exec.sh": f"#!/bin/sh\n\t{LAUNCH}".encode(),  # a tab, no final newline
        "empty.py": b"",
        "big.sh": b"#!/bin/bash\n" + b"echo filler line\n" * 320_000 + LAUNCH.encode() + b"\n",
    }
    for name, data in files.items():
        (repo / name).write_bytes(data)
    (repo / "exec.sh").chmod(0o755)
    (outside / "target.sh").write_bytes(f"{LAUNCH}\n".encode())
    (repo / "out-link.sh").symlink_to(outside / "target.sh")
    (repo / "in-link.sh").symlink_to("exec.sh")
    (repo / "dangling.sh").symlink_to("nowhere.sh")
    os.mkfifo(repo / "pipe.sh")
    return repo, outside


def test_one_write_run_over_everything_that_can_go_wrong(tmp_path: Path) -> None:
    repo, outside = _folder(tmp_path)
    before = {path.name: path.read_bytes() for path in repo.iterdir() if path.is_file()}
    completed = subprocess.run(
        [sys.executable, "-m", "hisparse_fix", "--write", str(repo)],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "NO_COLOR": "1"},
    )
    assert completed.returncode == 2, completed.stderr
    assert "Traceback" not in completed.stderr + completed.stdout
    errors = {line.split(":")[0] for line in completed.stderr.splitlines() if ": error: " in line}
    assert errors == {str(repo / name) for name in ("broken.py", "broken.toml", "broken.yaml")}
    after = {path.name: path.read_bytes() for path in repo.iterdir() if path.is_file()}

    unchanged = ["broken.py", "broken.toml", "broken.yaml", "blob.bin", "blob.sh", "empty.py"]
    for name in [*unchanged, "big.sh"]:
        assert after[name] == before[name], name
    assert f"{repo / 'big.sh'}: skipped: " in completed.stderr
    assert "dangling.sh: skipped: dangling symlink" in completed.stderr
    assert "out-link.sh: skipped: symlink to" in completed.stderr
    assert "in-link.sh" not in completed.stderr

    fixed = f"{LAUNCH.replace('fp8_e5m2', 'fp8_e4m3')}".replace(
        "--enable-hisparse", "--enable-hisparse --disable-radix-cache"
    )
    assert after["latin1.sh"] == f"#!/bin/bash\n# caf\xe9 cr\xe8me\n{fixed}\n".encode("latin-1")
    assert after["crlf.sh"] == f"#!/bin/bash\r\n{fixed} \\\r\n  --port 30000\r\n".encode()
    assert after["bom.sh"] == BOM + f"{fixed}\n".encode()
    assert after["bom.py"] == BOM + b'sgl.Engine(enable_hisparse=False, device="cpu")\r\n'
    assert after["exec.sh"] == f"#!/bin/sh\n\t{fixed}".encode()
    assert stat.S_IMODE((repo / "exec.sh").stat().st_mode) == 0o755

    assert (outside / "target.sh").read_bytes() == f"{LAUNCH}\n".encode()
    for name in ("out-link.sh", "in-link.sh", "dangling.sh"):
        assert (repo / name).is_symlink(), name
    assert stat.S_ISFIFO((repo / "pipe.sh").lstat().st_mode)
    assert not [path for path in repo.iterdir() if path.name.endswith(".tmp")]


@pytest.mark.parametrize("name", ["a.sh", "a.py", "a.toml", "a.yaml", "a.md", "a.ipynb"])
def test_hostile_sizes_found_in_a_folder_are_refused_in_seconds(tmp_path: Path, name: str) -> None:
    """A 1 MB line, a 100,000-line file found in a folder: a note, not minutes of parsing.
    (A file named on the command line is read whatever its size, within the time limit.)"""
    path = tmp_path / name
    line = "--x y " * 170_000
    body = {
        ".sh": f"{LAUNCH} {line}\n",
        ".py": "x = 1\n" * 100_000 + "sgl.Engine(enable_hisparse=True)\n",
        ".toml": "".join(f"k{i} = {i}\n" for i in range(100_000)) + "enable-hisparse = true\n",
        ".yaml": "".join(f"k{i}: {i}\n" for i in range(100_000)) + "enable-hisparse: true\n",
        ".md": f"```bash\n{LAUNCH} {line}\n```\n",
        ".ipynb": '{"cells": [], "x": "' + "--enable-hisparse " * 60_000 + '"}',
    }[path.suffix]
    path.write_text(body)
    result = process_path(path, Settings(), write=True, explicit=False)
    assert result is not None and result.skipped and "are not read" in result.note
    assert result.unjudged
    assert path.read_text() == body
