"""The rule registry and the pass that runs every rule over one site, in order.

A rule is a pure function `check(site, settings) -> Iterable[Finding]`,
registered with `@rule`. Its docstring is the text `--explain` prints.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from hisparse_fix.settings import Settings
from hisparse_fix.sites import Edit, Finding, LaunchSite, Style

Check = Callable[[LaunchSite, Settings], Iterable[Finding]]
Tolerate = Callable[[LaunchSite, Edit, Settings], bool]
"""Whether a site that does not need an edit runs the same with it."""

RUN_ORDER = ("HSF000", "HSF009", "HSF001", "HSF008", "HSF002", "HSF003", "HSF010")
"""Rules that must run before the others, in this order: HiSparse off a GPU first
(no later rule runs then), the backend flag renamed before HSF003 judges it, the
dtype fixed before the backend is judged, and the backend settled before HSF010
writes the dtype it needs. The rest run after, in code order."""


@dataclass(frozen=True)
class Rule:
    code: str
    name: str
    title: str
    """One line: what is wrong, and what the fix does."""
    check: Check
    tolerates: Tolerate | None = None

    @property
    def explanation(self) -> str:
        return inspect.cleandoc(self.check.__doc__ or "")


REGISTRY: dict[str, Rule] = {}


def rule(
    code: str, name: str, title: str, tolerates: Tolerate | None = None
) -> Callable[[Check], Check]:
    """Register a check under its stable code."""

    def register(check: Check) -> Check:
        REGISTRY[code] = Rule(code, name, title, check, tolerates)
        return check

    return register


def all_rules() -> list[Rule]:
    """Every rule, in code order (as listed to people)."""
    _load()
    return [REGISTRY[code] for code in sorted(REGISTRY)]


def rules_in_run_order() -> list[Rule]:
    rules = all_rules()
    first = [rule for code in RUN_ORDER for rule in rules if rule.code == code]
    return first + [rule for rule in rules if rule.code not in RUN_ORDER]


def tolerated(site: LaunchSite, edit: Edit, settings: Settings) -> bool:
    """Whether some enabled rule says `site` runs the same with `edit` made."""
    return any(
        candidate.tolerates is not None
        and settings.enabled(candidate.code)
        and candidate.tolerates(site, edit, settings)
        for candidate in all_rules()
    )


def find_rule(code_or_name: str) -> Rule | None:
    wanted = code_or_name.strip()
    for candidate in all_rules():
        if wanted.upper() == candidate.code or wanted.lower() == candidate.name:
            return candidate
    return None


_ANY_LAUNCH = frozenset({"HSF000"})
"""Rules that look at every launch: one the tool cannot fully read may turn HiSparse on."""


def check_site(site: LaunchSite, settings: Settings) -> list[Finding]:
    """Every rule in order, each seeing the site as the previous fixes left it.

    Rules only look at sites with HiSparse on (HSF000 at every site: what the
    tool cannot read may turn it on): once a fix turns it off, the later rules
    have nothing to say. A launch with `--help` prints SGLang's help and exits
    before any check: it is never refused, so nothing is said of it.
    """
    if site.style is Style.ARGV and site.last("help") is not None:
        return []
    findings: list[Finding] = []
    for candidate in rules_in_run_order():
        if not settings.enabled(candidate.code):
            continue
        if not site.hisparse_enabled and candidate.code not in _ANY_LAUNCH:
            continue
        for finding in candidate.check(site, settings):
            findings.append(finding)
            site = site.after(finding.edits)
    return findings


def _load() -> None:
    """Import the rule modules so that their decorators register them."""
    from hisparse_fix.rules import (  # noqa: F401
        backend_flag_spelling,
        config_key_spelling,
        dsa_backend,
        hisparse_off_gpu,
        implicit_kv_dtype,
        kv_cache_dtype,
        mixed_chunk,
        radix_cache,
        report_only,
        spec_adaptive,
        spec_topk,
        unread_launch,
    )
