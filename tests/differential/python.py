"""The same differential test for Python fixtures whose launches can be stubbed.

A Python fixture runs under `pyfakes/hsf_driver.py` with the fake `sglang`,
`torch` and `requests` first on `sys.path`, and the shell stand-ins first on
`PATH`; `sgl.Engine`, `ServerArgs`, `prepare_server_args`,
`popen_launch_server` and every subprocess launch are recorded. A fixture
whose run before the rewrite fails (an import the fakes do not provide, a
missing argument, the network) is skipped, with the reason in its test id.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from hisparse_fix.formats import BY_NAME, format_for
from tests.conftest import FIXTURES, fixture_files
from tests.differential.bash_runs import TIMEOUT, Recording, run_sandboxed
from tests.differential.declarations import Run, runs_of
from tests.differential.shell import CUDA, ROCM, Case, Outcome, default_workers, judge_runs, read

PYFAKES = Path(__file__).with_name("pyfakes")


@dataclass(frozen=True)
class PythonCase:
    case: Case
    skip: str | None
    """Why the fixture cannot be run, or None."""

    @property
    def id(self) -> str:
        return self.case.id + (f" [skip: {self.skip}]" if self.skip else "")


def python_fixtures() -> list[Path]:
    python = BY_NAME["python"]
    return [
        path
        for path in fixture_files()
        if format_for(path, path.read_bytes()[:256].decode("utf-8", "replace")) is python
    ]


@cache
def run_python(text: str, name: str, run: Run, timeout: float = TIMEOUT) -> Recording:
    """Run a Python fixture once under the driver, as `run` declares it."""
    driver = PYFAKES / "hsf_driver.py"
    env = {"PYTHONPATH": str(PYFAKES), "PYTHONDONTWRITEBYTECODE": "1"}
    return run_sandboxed(
        text, name, run, lambda script: [sys.executable, str(driver), str(script)], env, timeout
    )


def _skip_reason(recording: Recording) -> str | None:
    if recording.status == 0:
        return None
    if recording.status is None:
        return "does not finish"
    lines = [line.strip() for line in recording.output.splitlines() if line.strip()]
    return (lines[-1] if lines else f"exits with {recording.status}")[:80]


def python_case_list(paths: Sequence[Path] | None = None) -> list[Case]:
    """Every run of each Python fixture (of `paths`), as its declarations say: nothing
    is run, so that collecting the tests costs no process."""
    chosen = python_fixtures() if paths is None else paths
    cases = []
    for path in chosen:
        inside = path.is_relative_to(FIXTURES)
        label = path.relative_to(FIXTURES).as_posix() if inside else f"python/{path.name}"
        text = read(path)
        variants = (CUDA, ROCM) if "rocm" in path.name else (CUDA,)
        cases += [
            Case(label, text, variant, run)
            for variant in variants
            for run in runs_of(text)
            if run.judges(variant.name)
        ]
    return cases


def tried(cases: Sequence[Case]) -> list[PythonCase]:
    """Each case run once before the rewrite, in parallel, to know whether it runs."""
    with ThreadPoolExecutor(default_workers()) as pool:
        before = list(pool.map(lambda case: run_python(case.text, case.name, case.run), cases))
    return [PythonCase(case, _skip_reason(run)) for case, run in zip(cases, before, strict=True)]


def python_cases(paths: Sequence[Path] | None = None) -> list[PythonCase]:
    """Every Python fixture run, each tried once before the rewrite to know if it runs."""
    return tried(python_case_list(paths))


def judge_python(cases: Sequence[Case]) -> list[Outcome]:
    """Run every Python case before and after the rewrite, in parallel, and judge each run."""
    return judge_runs(cases, "python", run_python)
