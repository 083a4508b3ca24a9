"""A verdict is a function of the bytes, the settings and the release: never of the
clock or of how busy the machine is.

Readers bound their work by counting steps (`limits.MAX_STEPS`), and past the budget a
script's launches are read as written, each with an HSF000 note; the only clock left is
the crash guard of a run over files (`limits.hung_guard`), which turns a reading that
hangs into an internal error.
"""

from __future__ import annotations

import contextlib
import functools
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from hisparse_fix.engine.pipeline import Result, fix_text, process_bytes
from hisparse_fix.formats import BY_NAME, format_for
from hisparse_fix.formats.shell import statements
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.vocabulary import limits
from hisparse_fix.vocabulary.limits import MAX_STEPS
from hisparse_fix.vocabulary.sites import Severity
from tests.conftest import FIXTURES, ROOT, fixture_files

_LAUNCH = (
    "python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 "
    "--enable-hisparse --disable-radix-cache --kv-cache-dtype"
)


def _nested(count: int) -> str:
    """Functions that loop over NICs, called from nested loops: runs multiply."""
    lines = [
        "#!/bin/bash",
        "MODE=${MODE:-bench}",
        'NICS="mlx5_0 mlx5_1"',
        "KV=fp8_e5m2",
        "while [[ $# -gt 0 ]]; do",
        '  case "$1" in',
        '    --mode) MODE="$2"; shift 2 ;;',
        '    --nics) NICS="$2"; shift 2 ;;',
        "    *) exit 1 ;;",
        "  esac",
        "done",
    ]
    for i in range(count):
        lines += [
            f"nics_{i}() {{",
            "  for nic in $NICS; do",
            f'    if [[ "$nic" == mlx5_{i % 2} ]]; then export NCCL_IB_HCA="$nic"; fi',
            "  done",
            "}",
            f"case_{i}() {{",
            f"  nics_{i}",
            "  local extra=()",
            '  if [[ "$1" == pd ]]; then extra+=(--disaggregation-mode decode); fi',
            '  if [[ "$MODE" == debug ]]; then extra+=(--log-level debug); fi',
            "  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \\",
            '    --enable-hisparse --disable-radix-cache --kv-cache-dtype "$KV" \\',
            f'    --context-length "$2" "${{extra[@]}}" --port {30000 + i}',
            "}",
        ]
    lines += ["for scheme in base pd spec; do", "  for ctx in 4096 32768 131072; do"]
    lines += [f'    case_{i} "$scheme" "$ctx"' for i in range(count)]
    lines += ["  done", "done"]
    return "\n".join(lines) + "\n"


def test_a_script_past_the_step_budget_is_read_as_written(monkeypatch: pytest.MonkeyPatch) -> None:
    """Its launches are all reported, each with an HSF000 note naming the budget, and
    nothing in it is edited (a budget of 500 steps, which this script of four
    launches passes)."""
    monkeypatch.setattr(limits, "MAX_STEPS", 500)
    monkeypatch.setattr(limits, "STEPS_PER_KIB", 0)
    text = _nested(4)
    fix = fix_text(text, BY_NAME["shell"], Settings())
    assert fix.text == text
    budget = [item for item in fix.findings if "more than 500 steps" in item.finding.message]
    assert len(budget) == 4
    assert {item.finding.code for item in budget} == {"HSF000"}
    assert not [item for item in fix.findings if item.finding.severity is Severity.FIX]


@contextlib.contextmanager
def _counting_steps() -> Iterator[list[int]]:
    """The steps each shell reading has taken, after each statement it reads."""
    seen: list[int] = []
    original = statements.Statements.statement

    def counting(self: statements.Statements, node: object, states: list[object]) -> object:
        result = original(self, node, states)  # type: ignore[arg-type]
        seen.append(self.steps)
        return result

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(statements.Statements, "statement", counting)
        yield seen


def test_a_longer_script_is_given_more_steps(monkeypatch: pytest.MonkeyPatch) -> None:
    """The budget grows with the script's size (`limits.STEPS_PER_KIB`): a long script
    read once through is read and fixed, though it has more statements than the budget
    of a short one."""
    monkeypatch.setattr(limits, "MAX_STEPS", 200)
    lines = [f"echo step {index:05}" for index in range(400)]
    text = "\n".join(["#!/bin/bash", "KV=fp8_e5m2", *lines, f'{_LAUNCH} "$KV"', ""])
    fix = fix_text(text, BY_NAME["shell"], Settings())
    assert "KV=fp8_e4m3" in fix.text
    monkeypatch.setattr(limits, "STEPS_PER_KIB", 0)
    assert fix_text(text, BY_NAME["shell"], Settings()).text == text


def test_the_budget_is_counted_in_steps_the_same_each_time(monkeypatch: pytest.MonkeyPatch) -> None:
    """The step where a reading stops is the same in every run: a budget just above a
    script's steps reads it, one below reads it as written."""
    text = _nested(1)
    with _counting_steps() as seen:
        first = fix_text(text, BY_NAME["shell"], Settings())
        steps = max(seen)
        seen.clear()
        assert fix_text(text, BY_NAME["shell"], Settings()) == first
        assert max(seen) == steps
    monkeypatch.setattr(limits, "STEPS_PER_KIB", 0)
    monkeypatch.setattr(limits, "MAX_STEPS", steps)
    assert fix_text(text, BY_NAME["shell"], Settings()) == first
    monkeypatch.setattr(limits, "MAX_STEPS", steps - 1)
    cut = fix_text(text, BY_NAME["shell"], Settings())
    assert cut.text == text and any(
        "steps to follow" in item.finding.message for item in cut.findings
    )


@functools.cache
def _fixtures_judged() -> tuple[list[Result], int]:
    """Every fixture judged as the command line does, and the most steps a script took."""
    with _counting_steps() as seen:
        results = [_judged(path) for path in fixture_files()]
    return results, max(seen)


def test_every_fixture_is_read_well_within_the_budget() -> None:
    """An ordinary launch script never comes near the budget (so never near the crash
    guard): the bundled fixtures take at most a fiftieth of it."""
    _, most = _fixtures_judged()
    assert 100 < most < MAX_STEPS // 50


def _judged(path: Path) -> Result:
    data = path.read_bytes()
    fmt = format_for(path, data[:256].decode("utf-8", "replace"))
    assert fmt is not None
    return process_bytes(path.relative_to(FIXTURES).as_posix(), data, fmt, Settings())


def test_no_verdict_reads_the_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every fixture is judged with the clocks and the alarm timer made to fail: the
    results are the ones a plain run gives."""
    plain, _ = _fixtures_judged()

    def no_clock(*args: object) -> float:
        raise AssertionError("a verdict read the clock")

    for name in ("time", "monotonic", "perf_counter", "process_time"):
        monkeypatch.setattr(time, name, no_clock)
    monkeypatch.setattr(signal, "setitimer", no_clock)
    monkeypatch.setattr(signal, "alarm", no_clock)
    assert [_judged(path) for path in fixture_files()] == plain


def _report(env: dict[str, str]) -> bytes:
    return subprocess.run(
        [sys.executable, "-m", "hisparse_fix", "--format", "json", "--no-cache", "fixtures"],
        capture_output=True,
        cwd=ROOT,
        env=env,
        check=False,
    ).stdout


def test_a_busy_machine_gets_the_same_report(tmp_path: Path) -> None:
    """The fixtures and a script past the budget, judged on an idle machine and beside a
    busy process on each core: byte for byte the same report."""
    env = {**os.environ, "HISPARSE_FIX_CACHE_DIR": str(tmp_path / "cache")}
    quiet = _report(env)
    assert b'"code": "HSF002"' in quiet
    busy = [
        subprocess.Popen([sys.executable, "-c", "while True: pass"])
        for _ in range(os.cpu_count() or 1)
    ]
    try:
        loaded = _report(env)
    finally:
        for process in busy:
            process.kill()
            process.wait()
    assert loaded == quiet
