"""A `--write` run killed at any moment leaves every file wholly old or wholly new.

A tree of launch files is fixed by a real `hisparse-fix --write` process that is
SIGKILLed at random moments; after each kill every file holds its old or its new
bytes, and what temporary files the kill left are removed by the next run, which
also finishes the job.
"""

from __future__ import annotations

import os
import random
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from hisparse_fix.engine.files import LEFTOVER
from hisparse_fix.engine.pipeline import process_bytes
from hisparse_fix.formats import format_for
from hisparse_fix.sglang.settings import Settings

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")

FILES = 240
KILLS = 6
SEED = 1212
MODES: list[tuple[str, ...]] = [(), ("--no-cache",)]

SHAPES = {
    ".sh": "#!/bin/bash\n# job {i}\npython3 -m sglang.launch_server --model-path m{i} \\\n"
    "  --enable-hisparse \\\n  --kv-cache-dtype fp8_e5m2 \\\n  --port {port}\n",
    ".yaml": "# job {i}\nenable-hisparse: true\nkv-cache-dtype: fp8_e5m2\nport: {port}\n",
    ".py": "import sglang as sgl\n\n"
    "sgl.Engine(model_path='m{i}', enable_hisparse=True, device='cpu')\n",
    ".toml": "[server]\nenable-hisparse = true\nkv-cache-dtype = 'fp8_e5m2'\nport = {port}\n",
}


def make_tree(root: Path) -> dict[Path, tuple[bytes, bytes]]:
    """Files in nested folders, each with its bytes before and after a fix."""
    expected = {}
    for i in range(FILES):
        suffix = list(SHAPES)[i % len(SHAPES)]
        path = root / f"d{i % 7}" / f"e{i % 3}" / f"job{i}{suffix}"
        path.parent.mkdir(parents=True, exist_ok=True)
        old = SHAPES[suffix].format(i=i, port=30000 + i).encode()
        if i % 5 == 0:
            old = old.replace(b"\n", b"\r\n")
        fmt = format_for(path)
        assert fmt is not None
        new = process_bytes(str(path), old, fmt, Settings()).fixed_bytes
        assert new != old
        expected[path] = (old, new)
    return expected


def reset(expected: dict[Path, tuple[bytes, bytes]]) -> None:
    for path, (old, _) in expected.items():
        path.write_bytes(old)
        path.chmod(0o755 if path.suffix == ".sh" else 0o644)


def start_write(root: Path, *options: str) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [sys.executable, "-m", "hisparse_fix", "--write", "--jobs", "1", *options, str(root)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )


def leftovers(root: Path) -> list[Path]:
    return [path for path in root.rglob("*") if LEFTOVER.fullmatch(path.name)]


def test_a_killed_write_leaves_old_or_new_files_and_the_next_run_cleans_up(
    tmp_path: Path,
) -> None:
    root = tmp_path / "tree"
    expected = make_tree(root)
    reset(expected)
    assert start_write(root).wait(timeout=120) in {0, 1}
    # A warm result cache makes a run much shorter than a cold one: each kind of
    # run is timed as the kills will see it, so every kill lands while it runs.
    full_run = {}
    for options in MODES:
        reset(expected)
        start = time.perf_counter()
        assert start_write(root, *options).wait(timeout=120) in {0, 1}
        full_run[options] = time.perf_counter() - start
        assert all(path.read_bytes() == new for path, (_, new) in expected.items())

    rng = random.Random(SEED)
    states = {"old": 0, "new": 0}
    temporaries = 0
    for kill in range(KILLS):
        options = MODES[kill % len(MODES)]
        reset(expected)
        process = start_write(root, *options)
        time.sleep(rng.uniform(0.05, full_run[options]))
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=30)
        for path, (old, new) in expected.items():
            now = path.read_bytes()
            assert now in {old, new}, f"{path} is neither old nor new after a kill"
            states["old" if now == old else "new"] += 1
            assert (path.stat().st_mode & 0o777) == (0o755 if path.suffix == ".sh" else 0o644)
        left = leftovers(root)
        temporaries += len(left)
        finished = start_write(root).wait(timeout=120)
        assert finished in {0, 1}
        assert leftovers(root) == []
        assert all(path.read_bytes() == new for path, (_, new) in expected.items())
    assert states["new"] > 0 and states["old"] > 0, states
    print(f"\n{KILLS} kills over {FILES} files: {states}, {temporaries} temporary files left")


def test_a_leftover_of_a_killed_run_is_removed_by_the_next_write_run(tmp_path: Path) -> None:
    """A kill between creating the temporary file and the rename, made certain."""
    script = tmp_path / "run.sh"
    script.write_bytes(b"python3 -m sglang.launch_server --enable-hisparse\n")
    leftover = tmp_path / ".run.sh.hisparse-fix-k1ll3d_x.tmp"
    shutil.copy(script, leftover)
    assert subprocess.run(
        [sys.executable, "-m", "hisparse_fix", "--check", str(tmp_path)], capture_output=True
    ).returncode in {0, 1}
    assert leftover.exists(), "a dry run or --check removes nothing"
    completed = subprocess.run(
        [sys.executable, "-m", "hisparse_fix", "--write", str(tmp_path)],
        capture_output=True,
        text=True,
        env={**os.environ, "NO_COLOR": "1"},
    )
    assert completed.returncode == 0, completed.stderr
    assert not leftover.exists()
    assert "temporary file of an interrupted run: removed" in completed.stderr
    assert b"--disable-radix-cache" in script.read_bytes()
