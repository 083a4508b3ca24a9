"""The rule registry and the pass that runs every rule over one site, in order.

Every module of this package is one rule, found by listing the package (a new
rule is one new module); a module named with a leading underscore holds what rules
share (`_helpers`: findings and edits; `_gpu_runs`: how SGLang settles each GPU;
`_speculation`: what it settles of speculation first). A rule is a pure
function `check(site, settings) -> Iterable[Finding]`, registered with `@rule`; a
rule judged once per file rather than per launch registers the function that
judges it with `@file_rule`. The function's docstring is the text `--explain`
prints, and its `## Example` runs as a test.
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil
from collections.abc import Callable, Iterable
from functools import cache
from typing import Any, NamedTuple

from hisparse_fix.sglang.matrix import CHECKS
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.vocabulary.scope import judges
from hisparse_fix.vocabulary.sites import Edit, Finding, LaunchSite, Style

Check = Callable[[LaunchSite, Settings], Iterable[Finding]]
Tolerate = Callable[[LaunchSite, Edit, Settings], bool]
"""Whether a site that does not need an edit runs the same with it."""

RUN_ORDER = ("HSF000", "HSF009", "HSF001", "HSF008", "HSF109", "HSF002", "HSF003", "HSF010")
"""Rules that must run before the others, in this order: HiSparse off a GPU first
(no later rule runs then), the backend flag renamed before HSF003 judges it, a
learnable-sink model's dtype and backend settled before HiSparse's own, the
dtype fixed before the backend is judged, and the backend settled before HSF010
writes the dtype it needs. The rest run after, in code order."""


class Rule(NamedTuple):
    code: str
    name: str
    title: str
    """One line: what is wrong, and what the fix does."""
    explanation: str
    """The `--explain` text: the docstring of the function that judges the rule."""
    module: str
    """The module that holds the rule (one rule a module)."""
    check: Check | None = None
    """Run on every launch; None for a rule judged once per file (`file_rule`)."""
    tolerates: Tolerate | None = None
    release_checks: tuple[str, ...] = ()
    """The `checks` tags of the release tables that turn this rule on, each one of
    `matrix.CHECKS` (the tags a table may name)."""


REGISTRY: dict[str, Rule] = {}


def rule(
    code: str,
    name: str,
    title: str,
    tolerates: Tolerate | None = None,
    release_checks: tuple[str, ...] = (),
) -> Callable[[Check], Check]:
    """Register a check run on every launch under its stable code."""

    def register(check: Check) -> Check:
        _register(
            Rule(code, name, title, _doc(check), check.__module__, check, tolerates, release_checks)
        )
        return check

    return register


def file_rule(
    code: str, name: str, title: str
) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Register a rule judged once per file by the function decorated (which its
    caller runs), not on every launch."""

    def register(judge: Callable[..., Any]) -> Callable[..., Any]:
        _register(Rule(code, name, title, _doc(judge), judge.__module__))
        return judge

    return register


def _register(new: Rule) -> None:
    """One rule a code: a second module claiming a code is an error, not an override,
    and a release check no table can name is one too."""
    held = REGISTRY.get(new.code)
    if held is not None and held.module != new.module:
        raise ValueError(f"{new.code} is registered by {held.module} and {new.module}")
    for tag in sorted(set(new.release_checks) - CHECKS):
        raise ValueError(f"{new.code} obeys the release check {tag!r}, which no table can name")
    REGISTRY[new.code] = new
    _run_order.cache_clear()
    _tolerating.cache_clear()


def _doc(function: Callable[..., Any]) -> str:
    return inspect.cleandoc(function.__doc__ or "")


def all_rules() -> list[Rule]:
    """Every rule, in code order (as listed to people)."""
    _load()
    return [REGISTRY[code] for code in sorted(REGISTRY)]


def rules_in_run_order() -> list[Rule]:
    return list(_run_order())


@cache
def _run_order() -> tuple[Rule, ...]:
    """The rules with a check, in the order they run: worked out once (a registration
    forgets it), as every launch runs them."""
    rules = [candidate for candidate in all_rules() if candidate.check is not None]
    first = [rule for code in RUN_ORDER for rule in rules if rule.code == code]
    return (*first, *(rule for rule in rules if rule.code not in RUN_ORDER))


@cache
def _tolerating() -> tuple[Rule, ...]:
    """The rules that say which edits a launch runs the same with, in code order."""
    return tuple(candidate for candidate in all_rules() if candidate.tolerates is not None)


def tolerated(site: LaunchSite, edit: Edit, settings: Settings) -> bool:
    """Whether some enabled rule says `site` runs the same with `edit` made."""
    return any(
        settings.enabled(candidate.code) and candidate.tolerates(site, edit, settings)
        for candidate in _tolerating()
        if candidate.tolerates is not None
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
    tool cannot read may turn it on; under `--scope all` the spelling and
    refused-option rules too, see `scope`): once a fix turns it off, the later
    rules have nothing to say. A launch with `--help` prints SGLang's help and exits
    before any check: it is never refused, so nothing is said of it.
    """
    if site.style is Style.ARGV and site.last("help") is not None:
        return []
    findings: list[Finding] = []
    for candidate in _run_order():
        if not settings.enabled(candidate.code):
            continue
        looked_at = site.hisparse_enabled or candidate.code in _ANY_LAUNCH
        if not judges(candidate.code, looked_at, settings.scope):
            continue
        assert candidate.check is not None
        for finding in candidate.check(site, settings):
            findings.append(finding)
            site = site.after(finding.edits)
    return findings


@cache
def _load() -> None:
    """Import every module of the package (once), so that their decorators register them."""
    for module in pkgutil.iter_modules(__path__):
        if not module.name.startswith("_"):  # `_helpers` and the like: what rules share
            importlib.import_module(f"{__name__}.{module.name}")


def release_check_tags() -> frozenset[str]:
    """Every `checks` tag some rule obeys: the tags a release table may name."""
    return frozenset(tag for candidate in all_rules() for tag in candidate.release_checks)
