"""`# hisparse-fix: ignore` comments: a launch's findings left out before consensus.

A comment `# hisparse-fix: ignore` (every code) or `# hisparse-fix:
ignore[HSF003,HSF004]` (those codes, or code prefixes) on a launch's first
line or on the line before it suppresses that launch's findings; one that ends the
line a finding is on suppresses that finding (ruff's `# noqa`). The
comment is found in the text as the engine sees it, line by line, so it
works in every format with `#` comments and needs nothing of the adapters
(in a notebook the comment sits inside the JSON string of a source line, and
the same pattern finds it there).

The rules run with the ignored codes turned off for that launch, so a later
rule does not build on a fix that is not made (HSF003 judges the dtype as
written when HSF002 is ignored). The launch stays in the consensus with what
is left: text it shares with another launch is edited only if it agrees, as
for any other launch.

An ignore that suppresses nothing is reported, when `Settings.report_unused_ignores`
is on (`--strict`), as a warning of the rule HSF900 (`rules/unused_ignore.py`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from hisparse_fix.formats.offsets import line_and_column
from hisparse_fix.rules import unused_ignore
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.vocabulary.ignores import Ignore
from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.sites import Finding, LaunchSite, Span

_MARK = "hisparse-fix:"
_COMMENT = re.compile(r"#\s*hisparse-fix:\s*ignore\b(?:\[(?P<codes>[^\]\n]*)\])?", re.IGNORECASE)

Check = Callable[[LaunchSite, Settings], Sequence[Finding]]


def find_ignores(text: str) -> dict[int, Ignore]:
    """Every ignore comment of a text, by 1-based line."""
    if _MARK not in text and _MARK not in text.lower():
        return {}
    found: dict[int, Ignore] = {}
    for match in _COMMENT.finditer(text):
        line, _ = line_and_column(text, match.start())
        listed = match.group("codes")
        codes = None
        if listed is not None:
            codes = tuple(code.strip().upper() for code in listed.split(",") if code.strip())
        found[line] = Ignore(line, Span(match.start(), match.end()), codes)
    return found


def _matches(code: str, names: Sequence[str]) -> bool:
    return any(code.startswith(name) for name in names)


def check_sites(
    text: str, sites: Sequence[LaunchSite], settings: Settings, check: Check
) -> tuple[list[tuple[LaunchSite, tuple[Finding, ...]]], list[Finding]]:
    """Each site with its findings once ignore comments are honoured, and the
    unused-ignore warnings (empty unless `settings.report_unused_ignores`)."""
    ignores = find_ignores(text)
    if not ignores:
        return [(site, tuple(check(site, settings))) for site in sites], []
    used: set[int] = set()
    checked: list[tuple[LaunchSite, tuple[Finding, ...]]] = []
    for site in sites:
        line, _ = line_and_column(text, site.span.start)
        ignore = ignores.get(line) or ignores.get(line - 1)
        if ignore is None:
            checked.append((site, tuple(check(site, settings))))
            continue
        everything = tuple(check(site, settings))
        if ignore.codes is None:
            kept: tuple[Finding, ...] = ()
            suppressed = bool(everything)
        else:
            quiet = replace(settings, ignore=settings.ignore + ignore.codes)
            kept = tuple(check(site, quiet))
            suppressed = any(_matches(f.code, ignore.codes) for f in everything)
        if suppressed:
            used.add(ignore.line)
        checked.append((site, kept))
    checked = [
        _line_ignores(text, site, kept, ignores, settings, check, used) for site, kept in checked
    ]
    unused: list[Finding] = []
    if settings.report_unused_ignores and settings.enabled(unused_ignore.CODE):
        unused = unused_ignore.unused_ignores(
            ignore for line, ignore in sorted(ignores.items()) if line not in used
        )
    return checked, unused


def _line_ignores(
    text: str,
    site: LaunchSite,
    kept: tuple[Finding, ...],
    ignores: dict[int, Ignore],
    settings: Settings,
    check: Check,
    used: set[int],
) -> tuple[LaunchSite, tuple[Finding, ...]]:
    """A comment at the end of a finding's own line suppresses it, as ruff's `# noqa`
    does (a YAML list item, a Python keyword, a TOML key of a launch written over
    several lines). The rules run again with its codes off, so that no later rule
    builds on a fix that is not made; a finding of those codes on another line stays."""
    suppressed: list[Finding] = []
    for finding in kept:
        line, _ = line_and_column(text, finding.span.start)
        ignore = ignores.get(line)
        if ignore is not None and (ignore.codes is None or _matches(finding.code, ignore.codes)):
            suppressed.append(finding)
            used.add(line)
    if not suppressed:
        return site, kept
    codes = tuple(sorted({finding.code for finding in suppressed}))
    again = tuple(check(site, replace(settings, ignore=settings.ignore + codes)))
    elsewhere = tuple(f for f in kept if f.code in codes and f not in suppressed)
    return site, again + elsewhere
