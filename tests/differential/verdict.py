"""Compare what one run launched before and after the rewrite.

The assertions, each a readable problem when broken:

- (a) every launch after the rewrite passes the tool's rules (no FIX or
  UNFIXABLE finding); a refused one is allowed only where the tool reported
  a warning or an unfixable finding at that launch (it said it could not
  fix it);
- (b) a launch that passed before is recorded unchanged after: the same argv
  and the same SGLang-relevant environment (`SGLANG_*`, `CUDA_*`, `HIP_*`),
  but for edits the rules say it runs the same with (a PD decode server given
  `--disable-radix-cache` through an array it shares);
- (c) every run launches as often as before, and ends the same way (exit
  status; a run stopped by the time limit is a problem);
- (d) the calls that are not SGLang launches (a router, vLLM, `docker pull`)
  are unchanged;
- (e) a launch refused before is, after, either unchanged or changed only
  by edits the rules make for this very launch (a subset of them): the
  rewrite may not, say, drop `--enable-hisparse` from a GPU launch whose
  only fault was its dtype.

Launches are matched by order within the run (the order the script ran
them, not the order their processes wrote).
"""

from __future__ import annotations

import shlex
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

from hisparse_fix.rules import tolerated
from hisparse_fix.sglang.entry_points import IN_TEXT
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.vocabulary.sites import Edit, EditKind, Finding, LaunchSite, Severity, Span
from tests.differential.bash_runs import Recording
from tests.differential.launches import (
    Launch,
    launch_of,
    option_pairs,
    positional_words,
    rule_edits,
)

_MAX_SUBSET_EDITS = 12


@dataclass(frozen=True)
class ToolView:
    """What the tool said about the rewritten text, to find its report near a launch."""

    text: str
    sites: tuple[LaunchSite, ...]
    reported: tuple[Finding, ...]
    """Its warning and unfixable findings: what it said it could not fix."""
    problem: str | None = None
    """The file could not be read or fixed; the tool reported that instead."""
    file_level: bool = False
    """Python: a launch's call stack need not pass through the lines of its site (a
    list built in one function, launched from another), so a launch on no site's
    line is matched to the whole file."""

    def _line(self, offset: int) -> int:
        return self.text.count("\n", 0, offset) + 1

    def _lines(self, span: Span) -> range:
        return range(self._line(span.start), self._line(max(span.end - 1, span.start)) + 1)

    def sites_at(self, lines: Sequence[int]) -> list[LaunchSite]:
        """Sites whose command, or one of whose options, is written on one of `lines`
        (with the lines a `\\` continues them onto: bash names a command by its first)."""
        lines = self._continued(lines)
        return [
            site
            for site in self.sites
            if any(line in self._lines(span) for span in _spans(site) for line in lines)
        ]

    def _continued(self, lines: Sequence[int]) -> list[int]:
        written = self.text.split("\n")
        found = []
        for line in lines:
            found.append(line)
            while 0 < line <= len(written) and written[line - 1].endswith("\\"):
                line += 1
                found.append(line)
        return found

    def reported_near(self, lines: Sequence[int]) -> list[Finding]:
        """What the tool could not fix at the sites on `lines`; anywhere in the file when
        the lines are unknown, or (`file_level`) when no site is on them."""
        sites = self.sites_at(lines) if lines else []
        if not lines or (self.file_level and not sites):
            return list(self.reported)
        regions = [span for site in sites for span in _spans(site)]
        return [
            finding
            for finding in self.reported
            if any(_overlaps(finding.span, region) for region in regions)
        ]


def _spans(site: LaunchSite) -> list[Span]:
    spans = [site.span, *(note.span for note in site.notes)]
    for option in site.options:
        spans += [option.span, *option.parts]
    return spans


def _overlaps(first: Span, second: Span) -> bool:
    return first.start <= second.end and second.start <= first.end


@dataclass(frozen=True)
class Verdict:
    problems: tuple[str, ...]
    """Every broken assertion, as a message; empty when the run is right."""
    excused: tuple[str, ...]
    """Launches still refused after the rewrite where the tool said it could not fix them."""


def judge(before: Recording, after: Recording, view: ToolView, settings: Settings) -> Verdict:
    problems = _harness_problems(before, "before") + _harness_problems(after, "after")
    if before.status != after.status:
        problems.append(
            f"(c) the run exits with {before.status} before and {after.status} after the "
            f"rewrite\n  output after:\n{_indent(after.output)}"
        )
    old = [launch for record in before.records if (launch := launch_of(record))]
    new = [launch for record in after.records if (launch := launch_of(record))]
    if len(old) != len(new):
        problems.append(
            f"(c) {len(old)} launches before the rewrite, {len(new)} after\n"
            f"  before:\n{_list(old)}\n  after:\n{_list(new)}"
        )
    problems += _others_unchanged(before, after)
    for index, (first, second) in enumerate(zip(old, new, strict=False), start=1):
        problems += _pair(index, first, second, settings)
    excused = []
    for index, launch in enumerate(new, start=1):
        refused = launch.refusals(settings)
        if not refused:
            continue
        reported = view.reported_near(launch.record.lines)
        if view.problem is not None or reported:
            excused.append(
                f"launch #{index} ({_codes(refused)}): the tool reported "
                f"{view.problem or _codes(reported)}"
            )
        else:
            problems.append(_unreported(index, launch, refused, view))
    return Verdict(tuple(problems), tuple(excused))


def _harness_problems(recording: Recording, when: str) -> list[str]:
    problems = [
        f"a stand-in failed {when} the rewrite: {record.error} "
        f"(line {record.line}): {shlex.join(record.words)}"
        for record in recording.records
        if record.error is not None
    ]
    if recording.status is None:
        problems.append(
            f"the run {when} the rewrite did not finish in time (a loop waiting for a "
            f"server?)\n  output:\n{_indent(recording.output)}"
        )
    return problems


def _scripts_left_out(words: tuple[str, ...]) -> tuple[str, ...]:
    """A call's words with each script that launches SGLang (`docker run IMAGE bash -lc
    "python3 -m sglang.launch_server ..."`) left out: the launch it runs is recorded and
    judged on its own, so its rewrite is no change to the call."""
    return tuple("<a script launching SGLang>" if IN_TEXT.search(word) else word for word in words)


def _others_unchanged(before: Recording, after: Recording) -> list[str]:
    def others(recording: Recording) -> list[tuple[str, ...]]:
        return [
            _scripts_left_out(record.words)
            for record in recording.records
            if record.error is None and launch_of(record) is None
        ]

    old, new = others(before), others(after)
    if old == new:
        return []
    return [
        "(d) calls that are not SGLang launches changed\n"
        f"  before:\n{_indent(_joined(old))}\n  after:\n{_indent(_joined(new))}"
    ]


def _pair(index: int, first: Launch, second: Launch, settings: Settings) -> list[str]:
    same = first.words == second.words and first.sglang_env == second.sglang_env
    if same:
        return []
    refused = first.refusals(settings)
    header = f"launch #{index}"
    shown = f"  before: {first.describe()}\n  after:  {second.describe()}"
    if not refused:
        if _changed_only_as_it_tolerates(first, second, settings):
            return []
        return [f"(b) {header} passed SGLang's rules before the rewrite but changed\n{shown}"]
    if _edited_as_its_rules_say(first, second, settings):
        return []
    return [
        f"(e) {header} was refused before the rewrite ({_codes(refused)}), but the rewrite "
        f"changed it in a way its own fixes do not\n{shown}\n"
        f"  its fixes: {_findings(first.findings(settings))}"
    ]


def _changed_only_as_it_tolerates(first: Launch, second: Launch, settings: Settings) -> bool:
    """A launch that passed may change only by edits it runs the same with (a PD
    decode server given `--disable-radix-cache` from an array it shares)."""
    if first.words[: first.start] != second.words[: second.start]:
        return False
    if first.sglang_env != second.sglang_env:
        return False
    site = first.site
    candidates = [
        Edit(EditKind.ADD, anchor, None, name="disable-radix-cache")
        for anchor in site.all("enable-hisparse")
    ]
    candidates += [
        Edit(EditKind.RENAME, option, name=f"{settings.release.backend_flag}-{phase}-backend")
        for option in site.options
        for phase in ("prefill", "decode")
        if option.name.endswith(f"-{phase}-backend")
    ]
    allowed = [edit for edit in candidates if tolerated(site, edit, settings)]
    wanted = sorted(option_pairs(second.site), key=str)
    for size in range(1, len(allowed) + 1):
        for subset in combinations(allowed, size):
            if sorted(option_pairs(site.after(subset)), key=str) == wanted:
                return True
    return False


def _edited_as_its_rules_say(first: Launch, second: Launch, settings: Settings) -> bool:
    if (
        first.words[: first.start] != second.words[: second.start]
        or first.sglang_env != second.sglang_env
        or positional_words(first) != positional_words(second)
    ):
        return False
    edits = rule_edits(first, settings)[:_MAX_SUBSET_EDITS]
    wanted = option_pairs(second.site)
    for size in range(len(edits) + 1):
        for subset in combinations(edits, size):
            if option_pairs(first.site.after(subset)) == wanted:
                return True
    return False


def _unreported(index: int, launch: Launch, refused: list[Finding], view: ToolView) -> str:
    lines = launch.record.lines
    unseen = ""
    if lines and not view.sites_at(lines):
        unseen = " The tool found no launch site on the lines it was made from."
    return (
        f"(a) launch #{index} after the rewrite is still refused ({_findings(refused)}), "
        f"and the tool reported nothing it could not fix there.{unseen}\n"
        f"  after:  {launch.describe()}"
    )


def _codes(findings: Sequence[Finding]) -> str:
    return ", ".join(sorted({finding.code for finding in findings}))


def _findings(findings: Sequence[Finding]) -> str:
    if not findings:
        return "none"
    return "; ".join(
        f"{item.code}{'' if item.severity is Severity.FIX else ' ' + item.severity.value}: "
        f"{item.message}"
        for item in findings
    )


def _list(launches: Sequence[Launch]) -> str:
    return _indent("\n".join(launch.describe() for launch in launches) or "(none)")


def _joined(words: Sequence[tuple[str, ...]]) -> str:
    return "\n".join(shlex.join(item) for item in words) or "(none)"


def _indent(text: str) -> str:
    return "\n".join("    " + line for line in text.rstrip("\n").splitlines()) or "    (empty)"
