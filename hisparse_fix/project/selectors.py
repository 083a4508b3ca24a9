"""Rule selectors (`--select`, `--ignore`, `select = [...]`) checked as ruff checks them.

A selector is `ALL`, a rule code or a prefix of one (`HSF003`, `HSF1`), or a rule's
name (`dsa-backend`). Anything else stops the run (exit 2), naming the selector,
where it came from and the closest known one, so that a typo never turns every
rule off in silence.
"""

from __future__ import annotations

from collections.abc import Iterable

ALL = "ALL"
PREFIX = "HSF"
"""What `ALL` selects: every rule code starts with it."""


class UnknownSelectorError(ValueError):
    """A selector that names no rule."""


def split(values: Iterable[str]) -> tuple[str, ...]:
    """`HSF001,HSF002` and repeated options -> one selector each, stripped."""
    return tuple(part.strip() for value in values for part in value.split(",") if part.strip())


def resolve(selectors: Iterable[str], *, option: str, source: str) -> tuple[str, ...]:
    """Selectors -> code prefixes for `Settings.enabled`; an unknown one raises
    `UnknownSelectorError` with ruff's message and a did-you-mean."""
    found = tuple(selectors)
    if not found:
        return ()
    from hisparse_fix.rules import all_rules

    rules = all_rules()
    codes = [rule.code for rule in rules]
    names = {rule.name: rule.code for rule in rules}
    resolved = []
    for selector in found:
        upper = selector.upper()
        if upper == ALL:
            resolved.append(PREFIX)
        elif upper.startswith(PREFIX) and any(code.startswith(upper) for code in codes):
            resolved.append(upper)
        elif selector.lower() in names:
            resolved.append(names[selector.lower()])
        else:
            raise UnknownSelectorError(_unknown(selector, option, source, [*codes, *names, ALL]))
    return tuple(resolved)


def _unknown(selector: str, option: str, source: str, known: list[str]) -> str:
    import difflib  # only for a mistake: a run's start does not pay for it

    message = f"Unknown rule selector `{selector}` in `{option}` from {source}"
    close = difflib.get_close_matches(selector, known, n=1, cutoff=0.5)
    if not close:
        close = difflib.get_close_matches(selector.upper(), known, n=1, cutoff=0.5)
    return message + (f" (did you mean `{close[0]}`?)" if close else "")
