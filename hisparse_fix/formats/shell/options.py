"""Shell options that change how a run is followed: `shopt -s lastpipe`, `set -m`.

With `lastpipe` and job control off (the default in a script), the last part of
a pipeline runs in the shell itself, so what it changes (`... | read X`) is
seen after it; otherwise every part runs in a subshell.
"""

from __future__ import annotations

from hisparse_fix.formats.shell.state import State
from hisparse_fix.vocabulary.records import replace

_FOLLOWED = frozenset({"lastpipe"})


def with_options(state: State, words: list[str]) -> State:
    """The state after `shopt -s|-u NAME...` or `set -m|+m|-o monitor|+o monitor`."""
    options = set(state.shell_options)
    if words[0] == "shopt":
        flags = [word for word in words[1:] if word.startswith("-")]
        names = {word for word in words[1:] if not word.startswith("-")} & _FOLLOWED
        if "-s" in flags:
            options |= names
        elif "-u" in flags:
            options -= names
    elif words[0] == "set":
        for index, word in enumerate(words[1:], start=1):
            on = word.startswith("-") and not word.startswith("--")
            off = word.startswith("+")
            named = words[index + 1] if index + 1 < len(words) else ""
            monitor = word.endswith("o") and named == "monitor"  # `set -eo monitor`
            if (on or off) and ("m" in word[1:] or monitor):
                options = options | {"monitor"} if on else options - {"monitor"}
    return replace(state, shell_options=frozenset(options))
