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
    message = f"Unknown rule selector `{selector}` in `{option}` from {source}"
    close = closest(selector, known)
    return message + (f" (did you mean `{close}`?)" if close else "")


def closest(word: str, known: list[str]) -> str | None:
    """The known word fewest typed characters away (an edit distance, case aside: a code
    is mistyped a character at a time, `HSF0O2` is `HSF002`), ties to the most alike by
    difflib's ratio, then to the longest common start (`HSF999`: the HSF9xx codes);
    None when even that one shares too little."""
    import difflib  # only for a mistake: a run's start does not pay for it

    typed = word.upper()

    def rank(candidate: str) -> tuple[int, float, int]:
        other = candidate.upper()
        alike = difflib.SequenceMatcher(None, typed, other).ratio()
        pairs = zip(typed, other, strict=False)
        start = next((i for i, (x, y) in enumerate(pairs) if x != y), len(other))
        return _distance(typed, other), -alike, -start

    best = min(known, key=rank, default=None)
    if best is None or _distance(typed, best.upper()) > max(1, len(typed) // 3):
        return None
    return best


def _distance(a: str, b: str) -> int:
    """Levenshtein's distance: characters inserted, deleted or replaced."""
    previous = list(range(len(b) + 1))
    for i, left in enumerate(a, 1):
        current = [i]
        for j, right in enumerate(b, 1):
            current.append(
                min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (left != right))
            )
        previous = current
    return previous[-1]
