"""The differential test over the shell fixtures: run, rewrite, run again, judge.

Every shell fixture runs under each run it declares, before and after
`hisparse_fix.engine.pipeline.fix_text`, with the default settings, and also with
`--platform rocm` when its name says `rocm`. A CRLF file runs with LF line
ends (bash reads `\\r` as part of a word); its line numbers stay the same.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from hisparse_fix.engine import pipeline as engine
from hisparse_fix.formats import BY_NAME, format_for
from hisparse_fix.formats.errors import ParseError
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.sites import Severity
from tests.conftest import FIXTURES, fixture_files
from tests.differential.bash_runs import Recording, run_script
from tests.differential.declarations import Run, runs_of
from tests.differential.launches import launch_of
from tests.differential.verdict import ToolView, judge

_REAL_FIX_TEXT = engine.fix_text
"""The unpatched pipeline, for what the tool reports about the rewritten text."""


@dataclass(frozen=True)
class Variant:
    name: str
    settings: Settings


CUDA = Variant("cuda", Settings())
ROCM = Variant("rocm", Settings(platform="rocm"))


@dataclass(frozen=True)
class Case:
    """One fixture, under one settings variant, in one declared run."""

    label: str
    text: str
    variant: Variant
    run: Run

    @property
    def id(self) -> str:
        return f"{self.label}[{self.variant.name}] {self.run.label}"

    @property
    def name(self) -> str:
        return Path(self.label).name


@dataclass(frozen=True)
class Outcome:
    case: Case
    before: Recording
    after: Recording
    problems: tuple[str, ...]
    excused: tuple[str, ...] = ()

    @property
    def launches(self) -> int:
        return sum(1 for record in self.before.records if launch_of(record) is not None)

    def report(self) -> str:
        return "\n\n".join(f"{self.case.id}: {problem}" for problem in self.problems)


def shell_fixtures() -> list[Path]:
    shell = BY_NAME["shell"]
    return [
        path
        for path in fixture_files()
        if format_for(path, path.read_bytes()[:256].decode("utf-8", "replace")) is shell
    ]


def read(path: Path) -> str:
    return path.read_bytes().decode("utf-8", "surrogateescape")


def cases_of(label: str, text: str) -> list[Case]:
    variants = (CUDA, ROCM) if "rocm" in Path(label).name else (CUDA,)
    return [
        Case(label, text, variant, run)
        for variant in variants
        for run in runs_of(text)
        if run.judges(variant.name)
    ]


def fixture_cases(paths: Iterable[Path] | None = None) -> list[Case]:
    chosen = shell_fixtures() if paths is None else paths
    return [
        case
        for path in chosen
        for case in cases_of(path.relative_to(FIXTURES).as_posix(), read(path))
    ]


def rewrite(text: str, settings: Settings, format_name: str = "shell") -> tuple[str, ToolView]:
    """The rewritten text, and what the tool reports about it.

    The rewrite goes through `engine.fix_text` as the module holds it at call
    time (a test may break it); the report comes from the real pipeline.
    """
    fmt = BY_NAME[format_name]
    try:
        fixed = engine.fix_text(text, fmt, settings).text
        view = _REAL_FIX_TEXT(fixed, fmt, settings)
        sites = tuple(fmt.find_sites(fixed))
    except ParseError as error:
        return text, ToolView(text, (), (), problem=f"cannot parse: {error.message}")
    reported = tuple(
        item.finding for item in view.findings if item.finding.severity is not Severity.FIX
    )
    return fixed, ToolView(fixed, sites, reported, file_level=format_name == "python")


def _executable(text: str) -> str:
    return text.replace("\r\n", "\n")


Runner = Callable[[str, str, Run], Recording]
"""Runs a file's text under one of its declared runs (by name) and records its launches."""


def judge_cases(cases: Sequence[Case], workers: int | None = None) -> list[Outcome]:
    """Run every shell case before and after the rewrite, in parallel, and judge each run."""
    return judge_runs(cases, "shell", _run_shell, workers)


def _run_shell(text: str, name: str, run: Run) -> Recording:
    return run_script(_executable(text), name, run)


def default_workers() -> int:
    """Runs at once: the stand-ins mostly wait on their processes."""
    return (os.cpu_count() or 2) + 1


def judge_runs(
    cases: Sequence[Case], format_name: str, runner: Runner, workers: int | None = None
) -> list[Outcome]:
    """Each text rewritten once per variant; each (text, run) run once, in parallel,
    before and after; each case judged on its two recordings."""
    rewrites = {}
    for case in cases:
        key = (case.text, case.variant.name)
        if key not in rewrites:
            rewrites[key] = rewrite(case.text, case.variant.settings, format_name)
    jobs = {
        (text, case.name, case.run)
        for case in cases
        for text in (case.text, rewrites[case.text, case.variant.name][0])
    }
    with ThreadPoolExecutor(workers or default_workers()) as pool:
        futures = {job: pool.submit(runner, *job) for job in jobs}
        recordings = {job: future.result() for job, future in futures.items()}
    outcomes = []
    for case in cases:
        fixed, view = rewrites[case.text, case.variant.name]
        before = recordings[case.text, case.name, case.run]
        after = recordings[fixed, case.name, case.run]
        verdict = judge(before, after, view, machine_settings(case))
        outcomes.append(Outcome(case, before, after, verdict.problems, verdict.excused))
    return outcomes


def machine_settings(case: Case) -> Settings:
    """The settings SGLang's launches are judged with: the tool's, on the platform of
    the machine the run stands for (a run's `FAKE_PLATFORM`, for the Python fakes)."""
    machine = dict(case.run.env).get("FAKE_PLATFORM")
    if machine is None:
        return case.variant.settings
    return replace(case.variant.settings, platform=machine)


def summary(outcomes: Sequence[Outcome], kind: str = "shell") -> str:
    """Fixtures, runs and launches, and the fixtures where nothing was launched."""
    fixtures = {outcome.case.label for outcome in outcomes}
    runs = [outcome for outcome in outcomes if outcome.case.variant is CUDA]
    launched = {outcome.case.label for outcome in outcomes if outcome.launches}
    excused = sum(len(outcome.excused) for outcome in outcomes)
    lines = [
        f"{kind} fixtures: {len(fixtures)}; runs (paths): {len(runs)} "
        f"(+{len(outcomes) - len(runs)} with --platform rocm); "
        f"launches recorded before the rewrite: {sum(o.launches for o in runs)}; "
        f"refused after the rewrite where the tool said so: {excused}; "
        f"runs with a broken assertion: {sum(1 for o in outcomes if o.problems)}"
    ]
    silent = sorted(fixtures - launched)
    if silent:
        lines.append("fixtures that launched nothing in any run: " + ", ".join(silent))
    return "\n".join(lines)
