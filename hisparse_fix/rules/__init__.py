"""The rule registry and the pass that runs every rule over one site, in order.

A rule is a pure function `check(site, settings) -> Iterable[Finding]`,
registered with `@rule`. Its docstring is the text `--explain` prints.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from hisparse_fix.settings import Settings
from hisparse_fix.sites import Finding, LaunchSite

Check = Callable[[LaunchSite, Settings], Iterable[Finding]]


@dataclass(frozen=True)
class Rule:
    code: str
    name: str
    title: str
    """One line: what is wrong, and what the fix does."""
    check: Check

    @property
    def explanation(self) -> str:
        return inspect.cleandoc(self.check.__doc__ or "")


REGISTRY: dict[str, Rule] = {}


def rule(code: str, name: str, title: str) -> Callable[[Check], Check]:
    """Register a check under its stable code; rules run in code order."""

    def register(check: Check) -> Check:
        REGISTRY[code] = Rule(code, name, title, check)
        return check

    return register


def all_rules() -> list[Rule]:
    _load()
    return [REGISTRY[code] for code in sorted(REGISTRY)]


def find_rule(code_or_name: str) -> Rule | None:
    wanted = code_or_name.strip()
    for candidate in all_rules():
        if wanted.upper() == candidate.code or wanted.lower() == candidate.name:
            return candidate
    return None


def check_site(site: LaunchSite, settings: Settings) -> list[Finding]:
    """Every rule in order, each seeing the site as the previous fixes left it.

    Rules only look at sites with HiSparse on: once a fix turns it off, the
    later rules have nothing to say.
    """
    findings: list[Finding] = []
    for candidate in all_rules():
        if not settings.enabled(candidate.code) or not site.hisparse_enabled:
            continue
        for finding in candidate.check(site, settings):
            findings.append(finding)
            site = site.after(finding.edits)
    return findings


def _load() -> None:
    """Import the rule modules so that their decorators register them."""
    from hisparse_fix.rules import (  # noqa: F401
        dsa_backend,
        hisparse_off_gpu,
        kv_cache_dtype,
        unread_launch,
    )
