"""The samples that make a process ready to judge: one per format, each a launch with a
fix, and judging them leaves nothing heavy for the first real file to import."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from hisparse_fix.engine import pipeline as engine
from hisparse_fix.formats import BY_NAME, FORMATS
from hisparse_fix.project import warm_up
from hisparse_fix.sglang.settings import Settings
from tests.conftest import FIXTURES, ROOT


def test_every_format_has_a_sample() -> None:
    assert set(warm_up.SAMPLES) == {fmt.name for fmt in FORMATS}
    assert next(iter(warm_up.SAMPLES)) == "python"  # the costliest reader first


@pytest.mark.parametrize("name", sorted(warm_up.SAMPLES))
def test_each_sample_is_a_launch_its_adapter_fixes(name: str) -> None:
    label, text = warm_up.SAMPLES[name]
    result = engine.process_bytes(label, text.encode(), BY_NAME[name], Settings())
    assert result.problem is None
    assert result.changed, "a sample with a fix runs the edits and the second pass"
    assert {item.finding.code for item in result.findings} >= {"HSF002"}


def test_the_samples_stop_when_work_waits(monkeypatch: pytest.MonkeyPatch) -> None:
    """Only the first sample is judged once `stop()` says so: warming never delays the
    work it prepares for by more than one sample."""
    judged: list[str] = []
    monkeypatch.setattr(engine, "process_bytes", lambda label, *a, **k: judged.append(label))
    warm_up.warm_up(stop=lambda: True)
    assert judged == [warm_up.SAMPLES["python"][0]]
    judged.clear()
    warm_up.warm_up()
    assert judged == [
        label for name, (label, _) in warm_up.SAMPLES.items() if not BY_NAME[name].starts_threads
    ]
    assert judged != [label for label, _ in warm_up.SAMPLES.values()], "one format starts threads"


HEAVY = ("libcst", "yaml", "markdown_it", "tree_sitter", "tomlkit")
"""The parsers that cost a worker's first file an import; the Dockerfile parser is left
out of the samples (it starts threads, see the test below) and costs 3 ms."""

_IMPORTED_AFTER = """
import json, sys
from pathlib import Path
from hisparse_fix.project.warm_up import warm_up
from hisparse_fix.engine.pipeline import process_bytes
from hisparse_fix.formats import format_for
from hisparse_fix.sglang.settings import Settings

warm_up()
ready = set(sys.modules)
for path in sorted(Path(sys.argv[1]).rglob("*")):
    if path.is_file() and path.suffix != ".snap":
        data = path.read_bytes()
        fmt = format_for(path, data[:512].decode("utf-8", "replace"))
        if fmt is not None:
            process_bytes(str(path), data, fmt, Settings())
print(json.dumps({"ready": sorted(ready), "new": sorted(set(sys.modules) - ready)}))
"""


def test_judging_after_the_samples_imports_no_reader_or_rule() -> None:
    """A worker forked after the samples (`starter`) starts with every reader and rule
    the bundled fixtures need: what is left to import is small."""
    done = subprocess.run(
        [sys.executable, "-c", _IMPORTED_AFTER, str(FIXTURES)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=True,
    )
    modules = json.loads(done.stdout.splitlines()[-1])
    assert "libcst" in modules["ready"] and "yaml" in modules["ready"]
    late = [
        name
        for name in modules["new"]
        if name.split(".")[0] in HEAVY or name.startswith("hisparse_fix.rules")
    ]
    assert late == []


_FORKABLE = """
from hisparse_fix.engine.pipeline import process_bytes
from hisparse_fix.formats import BY_NAME
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.project.starter import can_fork
from hisparse_fix.project.warm_up import SAMPLES, warm_up

warm_up()
print(can_fork())
label, text = SAMPLES["dockerfile"]
process_bytes(label, text.encode(), BY_NAME["dockerfile"], Settings())
print(can_fork())
"""


def test_the_samples_leave_a_process_that_may_fork_and_a_dockerfile_does_not() -> None:
    """The Dockerfile parser's Go runtime starts threads: a worker forked after it could
    wait forever on a lock one of them held. The starter, which forks the workers, is
    warmed up without it; a process that has read a Dockerfile spawns them instead."""
    done = subprocess.run(
        [sys.executable, "-c", _FORKABLE], capture_output=True, text=True, cwd=ROOT, check=True
    )
    assert done.stdout.split() == ["True", "False"]
