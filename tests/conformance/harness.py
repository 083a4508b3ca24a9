"""Every launch site of every fixture, before and after the rewrite, judged by SGLang.

The sites are found and judged by the tool (`check_site` per site, the
engine's settled findings for what was applied); the verdicts come from
`driver.py`, which runs SGLang 0.5.23's own parser and HiSparse checks in
the virtualenv `tools/sglang_env.sh` builds. One subprocess judges them all.
"""

from __future__ import annotations

import json
import os
import subprocess
from bisect import bisect_left, bisect_right
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path
from typing import Any

from hisparse_fix.engine.pipeline import decode, fix_text, judged_sites
from hisparse_fix.formats import Format, format_for
from hisparse_fix.formats.errors import SkippedFile
from hisparse_fix.formats.offsets import line_and_column
from hisparse_fix.rules import check_site
from hisparse_fix.sglang.argv import server_options
from hisparse_fix.sglang.entry_points import ENTRY_POINTS
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.vocabulary.sites import DYNAMIC, Edit, EditKind, LaunchSite, Severity, Span, Style
from tests.conftest import FIXTURES, fixture_files

ENV_VARIABLE = "HISPARSE_FIX_SGLANG_ENV"
DEFAULT_ENV = Path.home() / ".cache" / "hisparse-fix" / "sglang-0.5.23"
MARKER = ".hisparse-fix-complete"
DRIVER = Path(__file__).resolve().parent / "driver.py"
BUILD_COMMAND = "bash tools/sglang_env.sh"


def sglang_env() -> Path:
    return Path(os.environ.get(ENV_VARIABLE) or DEFAULT_ENV)


def sglang_python() -> Path | None:
    """The venv's python, when the build finished (its marker is written last)."""
    env = sglang_env()
    python = env / "bin" / "python"
    return python if (env / MARKER).is_file() and python.exists() else None


class Role(Enum):
    AFTER = "after"
    """A site of the rewritten file: SGLang must accept it."""
    REPORTED = "reported"
    """A rewritten site the tool reports (unfixable, warning, or a run it did not read):
    judged and listed, not asserted."""
    BEFORE = "before"
    """A site of the original file the tool changed: SGLang must refuse it."""


@dataclass(frozen=True)
class Launch:
    """One site to judge, with where it is for a person."""

    role: Role
    where: str
    platform: str
    payload: dict[str, Any]
    findings: tuple[str, ...] = ()


@dataclass
class Judged:
    launch: Launch
    verdict: dict[str, Any] = field(default_factory=dict)

    @property
    def refused(self) -> bool:
        return bool(self.verdict["parse_error"] or self.verdict["errors"])

    @property
    def reasons(self) -> str:
        if self.verdict["parse_error"]:
            return f"argparse: {self.verdict['parse_error']}"
        if not self.verdict["hisparse"]:
            return "SGLang parsed HiSparse as off"
        return "; ".join(self.verdict["errors"]) or "accepted"

    def describe(self) -> str:
        argv = " ".join(self.verdict["argv"])
        ignored = self.verdict["ignored"]
        lines = [f"{self.launch.where} [{self.launch.platform}]", f"  argv: {argv}"]
        if ignored:
            lines.append(f"  keys SGLang does not read, left out: {', '.join(ignored)}")
        lines.append(f"  SGLang: {self.reasons}")
        lines.extend(
            f"  SGLang, also without HiSparse: {reason}"
            for reason in self.verdict.get("unrelated", ())
        )
        lines.extend(f"  driver crashed: {crash}" for crash in self.verdict.get("crashes", ()))
        lines.extend(f"  tool: {finding}" for finding in self.launch.findings)
        return "\n".join(lines)


def settings_for(path: Path) -> list[Settings]:
    """Every fixture under the default settings; ROCm fixtures also as ROCm."""
    return [Settings(), Settings(platform="rocm")] if "rocm" in path.name else [Settings()]


def _read_spans(site: LaunchSite) -> list[Span]:
    return [span for option in site.options for span in (option.span, *option.parts)]


def _overlaps(first: Span, second: Span) -> bool:
    return first == second or (first.start < second.end and second.start < first.end)


class _Edited:
    """The spans the applied edits change, sorted, to ask which a site reads: only a
    span that starts less than the longest one before a read can overlap it."""

    def __init__(self, spans: set[Span]) -> None:
        self.spans = sorted(spans)
        self.starts = [span.start for span in self.spans]
        self.longest = max((span.end - span.start for span in self.spans), default=0)

    def overlap(self, read: Span) -> bool:
        low = bisect_left(self.starts, read.start - self.longest)
        high = bisect_right(self.starts, read.end)
        return any(_overlaps(span, read) for span in self.spans[low:high])


def _benchmark(text: str, site: LaunchSite) -> bool:
    """Whether the launch runs a benchmark entry point (its own options come too)."""
    written = text[site.span.start : site.span.end]
    return any(entry.own_options and entry.words[1] in written for entry in ENTRY_POINTS)


def _payload(text: str, site: LaunchSite, settings: Settings, keep: set[str]) -> dict[str, Any]:
    return {
        "benchmark": _benchmark(text, site),
        "style": "keyed" if site.style is Style.KEYED else "argv",
        "options": [[option.name, option.value, option.dynamic] for option in site.options],
        # A key whose value is a word, not a YAML boolean (`"true"`), stays a word.
        "worded": sorted(option.name for option in site.options if option.worded),
        "platform": site.platform or settings.platform,
        # A variable whose value is known only at run time is left out.
        "env": {name: value for name, value in site.env.items() if DYNAMIC not in value},
        "keep": sorted(keep | _sglang_keys(site)),
        "config_file": site.config_file,
    }


def _sglang_keys(site: LaunchSite) -> set[str]:
    """Keys that are SGLang options (in the bundled list): kept even where a release's
    parser lacks them (`dcp_size` before 0.5.15 is refused there, not a launcher's key)."""
    known = server_options()
    return {option.name for option in site.options if option.name.replace("_", "-") in known}


def _edited_names(edits: list[Edit]) -> set[str]:
    return {edit.option.name for edit in edits if edit.kind is not EditKind.ADD}


def launches_of(path: Path, settings: Settings) -> list[Launch]:
    """The sites of one fixture to judge: the rewritten ones, and the originals it changed."""
    label = path.relative_to(FIXTURES).as_posix()
    text = decode(path.read_bytes())
    fmt = format_for(path, text[:256])
    assert fmt is not None, f"no adapter reads {label}"
    return launches_of_text(label, text, fmt, settings)


def launches_of_text(label: str, text: str, fmt: Format, settings: Settings) -> list[Launch]:
    """The sites of one text: the rewritten ones, and the originals the tool changed."""
    try:
        fixed = fix_text(text, fmt, settings, own_fixes=False, settle=False)
    except SkippedFile:
        return []  # a template its adapter skips holds no launch to judge
    applied = _Edited(
        {
            edit.option.span
            for located in fixed.findings
            if located.finding.severity is Severity.FIX
            for edit in located.finding.edits
        }
    )
    launches: list[Launch] = []
    for site in judged_sites(text, fmt, settings):
        own = [edit for finding in check_site(site, settings) for edit in finding.edits]
        if own and any(applied.overlap(span) for span in _read_spans(site)):
            line, _ = line_and_column(text, site.span.start)
            where = f"{label}:{line} (before{', ' + site.run if site.run else ''})"
            payload = _payload(text, site, settings, _edited_names(own))
            launches.append(Launch(Role.BEFORE, where, payload["platform"], payload))
    for site in judged_sites(fixed.text, fmt, settings):
        if not site.hisparse_enabled or site.open or site.last("help") is not None:
            continue  # (`--help` prints SGLang's help and exits: nothing is checked)
        left = check_site(site, settings)
        line, _ = line_and_column(fixed.text, site.span.start)
        where = f"{label}:{line} (after{', ' + site.run if site.run else ''})"
        role = Role.REPORTED if left or site.partial else Role.AFTER
        notes = tuple(f"{item.code} {item.severity.value}: {item.message}" for item in left)
        payload = _payload(fixed.text, site, settings, set())
        launches.append(Launch(role, where, payload["platform"], payload, notes))
    return launches


def every_launch() -> list[Launch]:
    return [
        launch
        for path in fixture_files()
        for settings in settings_for(path)
        for launch in launches_of(path, settings)
    ]


def judge(
    python: Path, launches: list[Launch], driver: Path = DRIVER, path: list[Path] | None = None
) -> list[Judged]:
    """All launches through SGLang in one subprocess (`path`: the release's directories,
    first on its `PYTHONPATH`)."""
    payload = json.dumps([launch.payload for launch in launches])
    env = dict(os.environ)
    if path is not None:
        env["PYTHONPATH"] = os.pathsep.join(str(item) for item in path)
    completed = subprocess.run(
        [str(python), str(driver)],
        input=payload,
        capture_output=True,
        text=True,
        check=False,
        timeout=600,
        env=env,
    )
    if completed.returncode != 0:
        raise RuntimeError(f"the SGLang driver failed:\n{completed.stderr[-4000:]}")
    verdicts = json.loads(completed.stdout)
    return [Judged(launch, verdict) for launch, verdict in zip(launches, verdicts, strict=True)]


def summary(judged: list[Judged]) -> str:
    """The counts the lead reads, one line, then every reported site's verdict."""
    after = [item for item in judged if item.launch.role is Role.AFTER]
    before = [item for item in judged if item.launch.role is Role.BEFORE]
    reported = [item for item in judged if item.launch.role is Role.REPORTED]
    passed = [item for item in after if not item.refused and item.verdict["hisparse"]]
    failed_before = [item for item in before if item.refused]
    lines = [
        "SGLang 0.5.23 conformance: "
        f"{len(after)} rewritten sites checked, {len(passed)} passed, "
        f"{len(after) - len(passed)} failed; "
        f"{len(before)} changed sites, {len(failed_before)} failed before the rewrite; "
        f"{len(reported)} reported sites not asserted "
        f"({len([item for item in reported if item.refused])} refused by SGLang)"
    ]
    lines.extend(f"reported: {item.describe()}" for item in reported)
    return "\n".join(lines)
