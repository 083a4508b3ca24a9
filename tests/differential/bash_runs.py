"""Run a shell script with bash for real, with stand-ins recording what it launches.

Each run gets a private folder: the script's copy, an empty working folder and
home, and the record file (named by `HSF_DIFF_RECORD`); in what is recorded,
that folder's path reads `$RUN`. The stand-ins, links to `shim.py` under every
stood-in name, are one folder shared by all runs. The environment is clean:
`PATH` is the stand-ins, then `/usr/bin:/bin`. `BASH_ENV` sources
`trap.bash`: it tells the stand-ins the order and the script line of each
call, so launches can be put in program order and matched to the tool's
sites, and it makes `kill` wait for a stood-in server instead of racing it.
"""

from __future__ import annotations

import atexit
import contextlib
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from tests.differential import shim
from tests.differential.declarations import Run

BASH = "/bin/bash"
TIMEOUT = 20.0
"""Seconds a run may take; every stood-in returns at once, so only a loop that
waits for something that never comes gets near it."""


@dataclass(frozen=True)
class Record:
    """One stood-in program call: what it was called as, with what, from where."""

    tool: str
    argv: tuple[str, ...]
    env: Mapping[str, str] = field(default_factory=dict)
    line: int | None = None
    seq: tuple[float, ...] = ()
    """When the call was made, in the order of the script's commands: the start
    times of the commands that forked its subshells, then its own."""
    container: bool = False
    error: str | None = None
    stack: tuple[int, ...] = ()
    """Python launches: the fixture's lines on the call stack, innermost first."""

    @property
    def words(self) -> tuple[str, ...]:
        return (self.tool, *self.argv)

    @property
    def lines(self) -> tuple[int, ...]:
        """The script lines this call was made from, to find the tool's site there."""
        if self.stack:
            return self.stack
        return () if self.line is None else (self.line,)


@dataclass(frozen=True)
class Recording:
    """What one run of a script did."""

    records: tuple[Record, ...]
    status: int | None
    """The exit status; None when the run was stopped after `TIMEOUT`."""
    output: str
    """The end of its stdout and stderr, for messages."""


@cache
def shim_folder() -> Path:
    """A folder of links to `shim.py` under every stood-in name, made once per
    session; the copy of `shim.py` has a shebang naming this interpreter."""
    folder = Path(tempfile.mkdtemp(prefix="hsf-diff-shim-"))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    program = folder / "shim"
    source = Path(shim.__file__).read_text()
    program.write_text(f"#!{sys.executable} -IS\n{source}")
    program.chmod(0o755)
    shims = folder / "shims"
    shims.mkdir()
    for stood_in in stood_in_names():
        (shims / stood_in).symlink_to(program)
    return shims


def stood_in_names() -> tuple[str, ...]:
    return (
        *sorted(shim.RECORDERS),
        *sorted(shim.STUBS),
        "tail",
        *sorted(shim.WRAPPERS),
        *sorted(shim.RUNNERS),
    )


def run_script(text: str, name: str, run: Run, timeout: float = TIMEOUT) -> Recording:
    """Run `text` (saved as `name`) once with `bash`, as `run` declares it."""
    trap = {"BASH_ENV": str(Path(__file__).with_name("trap.bash"))}
    return run_sandboxed(text, name, run, lambda script: [BASH, str(script)], trap, timeout)


def run_sandboxed(
    text: str,
    name: str,
    run: Run,
    command: Callable[[Path], list[str]],
    extra_env: Mapping[str, str],
    timeout: float,
) -> Recording:
    """Save `text` as `name` in a fresh folder and run `command(script)` there with
    the stand-ins first on `PATH`, the run's arguments appended."""
    shims = shim_folder()
    with tempfile.TemporaryDirectory(prefix="hsf-diff-run-") as temporary:
        root = Path(temporary)
        work, home = root / "work", root / "home"
        for folder in (work, home, root / "script"):
            folder.mkdir()
        script = root / "script" / name
        script.write_text(text, encoding="utf-8", errors="surrogateescape", newline="")
        records = root / "rec"
        env = {
            "PATH": f"{shims}:/usr/bin:/bin",
            "HOME": str(home),
            "LANG": "C.UTF-8",
            **extra_env,
            "HSF_DIFF_RECORD": str(records),
            "HSF_DIFF_SHIMS": str(shims),
            "HSF_DIFF_SCRIPT": str(script),
            **dict(run.env),
        }
        argv = [*command(script), *run.args]
        status, output = execute(argv, work, env, root, timeout)
        return Recording(
            read_records(records, str(root)), status, output.replace(str(root), "$RUN")
        )


def execute(
    argv: list[str], cwd: Path, env: dict[str, str], root: Path, timeout: float
) -> tuple[int | None, str]:
    log = root / "output"
    with log.open("wb") as handle:
        process = subprocess.Popen(
            argv,
            cwd=cwd,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=handle,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        stopped = threading.Event()

        def stop() -> None:
            stopped.set()
            _stop_group(process.pid)

        timer = threading.Timer(timeout, stop)
        timer.start()
        status: int | None = process.wait()
        timer.cancel()
        if stopped.is_set():
            status = None
        _drain_group(process.pid, 0.0 if status is None else 2.0)
    return status, log.read_bytes()[-4000:].decode("utf-8", "replace")


def _drain_group(group: int, grace: float) -> None:
    """Let background jobs the script left behind finish, then stop what remains."""
    deadline = time.monotonic() + grace
    while time.monotonic() < deadline and _alive_in(group):
        time.sleep(0.01)
    _stop_group(group)


def _stop_group(group: int) -> None:
    with contextlib.suppress(ProcessLookupError):
        os.killpg(group, signal.SIGKILL)


def _alive_in(group: int) -> bool:
    """Whether a process of `group` still runs (zombies, left unreaped when the
    container has no init, do not count)."""
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue
        if int(fields[2]) == group and fields[0] != "Z":
            return True
    return False


def _sequence(value: float | list[float]) -> tuple[float, ...]:
    return tuple(value) if isinstance(value, list) else (float(value),)


def read_records(path: Path, root: str) -> tuple[Record, ...]:
    """The records in the order the script ran the calls; the run's own folder,
    which differs from run to run, reads `$RUN`."""
    if not path.exists():
        return ()
    text = path.read_text().replace(json.dumps(root)[1:-1], "$RUN")
    entries = [json.loads(line) for line in text.splitlines() if line]
    records = [
        Record(
            entry["tool"],
            tuple(entry["argv"]),
            entry.get("env", {}),
            entry.get("line"),
            _sequence(entry.get("seq", 0)),
            entry.get("container", False),
            entry.get("error"),
            tuple(entry.get("stack", ())),
        )
        for entry in entries
    ]
    order = sorted(range(len(records)), key=lambda index: (records[index].seq, index))
    return tuple(records[index] for index in order)
