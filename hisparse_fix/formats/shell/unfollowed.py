"""Variables changed in a way the runs do not follow.

`read`, `mapfile` and `printf -v` set variables from input the tool does not
see; `A[1]=x`, `unset 'A[1]'`, a name reference or `eval` may change some of
an array's words. Such a variable keeps the words the tool knows, marked as
possibly different, so that every launch that reads it says so and nothing
it reads is edited on a guess.
"""

from __future__ import annotations

import re

from hisparse_fix.formats.shell.environment import ENV_SWITCHES
from hisparse_fix.formats.shell.expansion import NAME
from hisparse_fix.formats.shell.state import Kind, State, Var
from hisparse_fix.formats.shell.words import Piece, Unread
from hisparse_fix.vocabulary.records import replace

ELEMENT = re.compile(r"([A-Za-z_][A-Za-z0-9_]*)\[.*\]", re.DOTALL)
_READ_VALUE_OPTIONS = frozenset({"-a", "-d", "-i", "-n", "-N", "-p", "-t", "-u", "-v"})


def altered(state: State, name: str, why: str) -> State:
    """A changed in a way the tool does not follow: its known words may be
    removed or replaced, and others added, in every run past this point."""
    var = state.lookup(name)
    unread = Unread(f"`{name}`: {why}; its words may differ from what the tool reads")
    if var is None or var.kind in {Kind.UNSET, Kind.UNKNOWN}:
        return state.assign(
            name, Var(Kind.UNKNOWN, exported=bool(var and var.exported), unread=unread)
        )
    return state.assign(name, replace(var, unread=replace(unread, partial=True)))


def read_into(state: State, pieces: list[Piece], line: int) -> State:
    """`read X`, `read -a A`, `mapfile A`, `printf -v X`: the named variables
    hold what the reader cannot see; `mapfile -O N A` and `read 'A[1]'` change
    some of A's words."""
    names = []
    words = [piece.token.text for piece in pieces]
    command = words[0]
    keeps = False
    if command == "printf":
        names = words[2:3] if words[1:2] == ["-v"] else []
    else:
        index = 1
        while index < len(words):
            word = words[index]
            if word in _READ_VALUE_OPTIONS and index + 1 < len(words):
                index += 1
                if word in {"-a", "-v"}:
                    names.append(words[index])
            elif command in {"mapfile", "readarray"} and word.startswith("-O"):
                keeps = True
                index += 0 if len(word) > 2 else 1
            elif command in {"mapfile", "readarray"} and word in {"-s", "-c", "-C"}:
                index += 1
            elif not word.startswith("-"):
                names.append(word)
            index += 1
    why = f"`{command}` on line {line} sets it from input the tool does not read"
    for name in names:
        element = ELEMENT.fullmatch(name)
        if element is not None or (keeps and NAME.fullmatch(name)):
            state = altered(state, element.group(1) if element else name, why)
        elif NAME.fullmatch(name):
            state = state.assign(name, Var(Kind.UNKNOWN, unread=Unread(f"`{name}`: {why}")))
    return state


def sourced(state: State, names: frozenset[str], why: str, *, exports: bool = True) -> State:
    """`source FILE` / `. FILE`: the file is not read (an adapter sees only this
    text), so every variable a launch may read may have changed, or been set, and
    the platform switches of the environment (`SGLANG_USE_CPU_ENGINE`) may have been
    exported either way (unless not `exports`: text the tool sees that exports nothing).
    Functions defined in this file are taken as kept."""
    for name in sorted(names):
        state = altered(state, name, why)
    for name in sorted(ENV_SWITCHES) if exports else ():
        state = _exported_unknown(state, name, why)
    return state


def _exported_unknown(state: State, name: str, why: str) -> State:
    """`name` may have been exported with any value (or left as it was)."""
    var = state.lookup(name)
    unread = Unread(f"`{name}` may be exported with another value: {why}")
    if var is None or var.kind in {Kind.UNSET, Kind.UNKNOWN}:
        return state.assign(name, Var(Kind.UNKNOWN, exported=True, unread=unread))
    return state.assign(name, replace(var, exported=True, unread=replace(unread, partial=True)))


_EXPORTS = re.compile(r"\b(export|source|eval|declare|typeset|set|env)\b|(^|[;&|(]\s*)\.\s")


def may_export(text: str) -> bool:
    """Whether a statement the parser could not read may export a platform switch: it
    names one, or exports, sources or evaluates something."""
    return any(name in text for name in ENV_SWITCHES) or _EXPORTS.search(text) is not None
