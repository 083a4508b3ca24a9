"""What the runs of a script know at one point: variables, functions, arguments.

States are values: every change returns a new state, so the interpreter can fork one
per alternative. Where the alternatives join again (after an `if`, a `case`, a
statement), states that differ only in their variables' values become one: each such
variable is *joined*, holding the value each branch gave it (`Var.branches`), so the
walk goes on with one state, not one per run. A joined variable is read as unknown
(the text of every value read) until a statement that reads it splits the state into
one per branch (`State.split`): variables joined at the same place split together, so
values one branch set together stay together.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, fields
from enum import Enum
from functools import cached_property
from typing import NamedTuple

from hisparse_fix.formats.shell.words import Piece, Unread
from hisparse_fix.sglang.matrix import PLATFORMS
from hisparse_fix.vocabulary.limits import MAX_JOINED
from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.sites import PlatformBranch, Span


class Kind(Enum):
    STRING = "string"
    ARRAY = "array"
    UNKNOWN = "unknown"
    """Assigned, but from something the reader does not follow (`$(...)`, `read`)."""
    UNSET = "unset"
    """Declared (`local X`, `export X`) without a value."""


class Branch(NamedTuple):
    """One of the runs joined at one place (`join`), with what sets it apart."""

    join: int
    index: int
    choices: frozenset[Choice]
    """Its decisions that the joined state does not hold (not every run took them)."""
    example: tuple[Choice, ...]
    """The decisions of its first run."""


@dataclass(frozen=True)
class Var:
    kind: Kind
    pieces: tuple[Piece, ...] = ()
    """A string's parts (several after `+=`), or an array's words."""
    exported: bool = False
    unread: Unread | None = None
    """Changed in a way the reader does not follow (`unset 'A[1]'`, `A[i]=x`), or,
    for an unknown value, why it is unknown: said at every launch that expands it."""
    branches: tuple[tuple[Branch, Var | None], ...] = ()
    """A joined variable: the value each run joined at one place gave it (None: not set
    there). Its kind is unknown and `unread` reads every value's text, until the state
    is split on it (`State.split`)."""

    def __hash__(self) -> int:
        # States are merged by their variables, many times over: hash each value once.
        return self._hash

    @cached_property
    def _hash(self) -> int:
        return hash((self.kind, self.pieces, self.exported, self.unread, self.branches))

    @property
    def join(self) -> int | None:
        """Where the runs this variable is joined from were joined; None if it is not."""
        return self.branches[0][0].join if self.branches else None

    @cached_property
    def size(self) -> int:
        """How many values a joined variable holds, counted through the joins it holds
        (1 for any other): the work of reading or splitting it."""
        return sum(1 if value is None else value.size for _, value in self.branches) or 1


class Choice(NamedTuple):
    """One decision a run took, for the words that name the run."""

    line: int
    words: str
    within: Span
    """The code that runs because of this decision; a launch inside it does not
    name the decision, since it is taken whenever the launch runs."""
    taken: bool = True
    """Whether the run takes the optional way here; False for the run that skips
    it (no branch of an `if`, a loop body not run): past the cap on runs, those
    that take the fewest are kept, so that the default run is always read."""


class Stop(Enum):
    EXIT = "exit"
    RETURN = "return"
    BREAK = "break"
    CONTINUE = "continue"


Frame = tuple[tuple[str, Var], ...]


class Functions(tuple[tuple[str, int], ...]):
    """Defined functions, name and start byte of the definition, in the order defined:
    hashed once and looked up by name, since every state carries them and a script may
    define hundreds (a state is hashed and a call looks its function up many times)."""

    @cached_property
    def _hash(self) -> int:
        return tuple.__hash__(self)

    def __hash__(self) -> int:
        return self._hash

    @cached_property
    def starts(self) -> dict[str, int]:
        return dict(self)


NO_FUNCTIONS = Functions()


Precise = Callable[[str], bool]
"""Which variables keep the value each run gave them where runs are joined."""


def _everything(name: str) -> bool:
    return True


@dataclass(frozen=True)
class State:
    frames: tuple[Frame, ...] = ((),)
    """Global variables first, then one frame of locals per active function call."""
    functions: Functions = NO_FUNCTIONS
    """Defined functions: name -> start byte of the definition."""
    positional: tuple[Piece, ...] | None = None
    """`$1`...: the call's words inside a function, unknown (None) at the top level."""
    calls: tuple[Span, ...] = ()
    """The function calls being run, outermost first."""
    stop: Stop | None = None
    choices: frozenset[Choice] = frozenset()
    """The decisions every run merged into this state took."""
    example: tuple[Choice, ...] = ()
    """The decisions of the first run merged into this state."""
    inherited: tuple[tuple[str, str], ...] = ()
    """Environment a new shell got whose text is known but not written in this
    file as a value it can expand (`docker run -e X=1 ... bash -c '...'`)."""
    allexport: bool = False
    """`set -a`: every variable assigned from here on is exported."""
    environment: tuple[str, ...] = ()
    """Why the exported environment is not fully known (`export $(... | xargs)`):
    said at every launch that gets it."""
    shell_options: frozenset[str] = frozenset()
    """`shopt -s lastpipe` and `set -m` (`monitor`) in effect: whether a pipeline's
    last part runs in this shell."""
    branches: tuple[PlatformBranch, ...] = ()
    """The platform tests this run passed (`[[ $GPU_VENDOR == amd ]]`): a launch it
    reaches is judged on that platform, or only read (`formats.branches`)."""
    unfollowed: frozenset[str] = field(default=frozenset(), compare=False)
    """Why some runs merged into this one were not followed (too many runs, a loop
    run more often than the tool follows): each launch it reaches says so, and
    nothing that launch reads is edited."""

    capped: frozenset[int] | None = field(default=None, compare=False)
    """Set when runs merged into this one were dropped past the cap on runs: the
    lines of the decisions that forked them (see `cap_note`)."""

    def _replace(self, **changes: object) -> State:
        """The state with `changes` made (`records.replace`): its fields copied, its
        cached properties not (a state is copied at nearly every statement, and
        `dataclasses.replace` looks its fields up each time)."""
        if not changes.keys() <= _STATE_FIELD_SET:
            raise TypeError(f"State has no field {sorted(changes.keys() - _STATE_FIELD_SET)}")
        new = object.__new__(State)
        values = {name: self.__dict__[name] for name in _STATE_FIELDS}
        values.update(changes)
        new.__dict__.update(values)
        return new

    @property
    def partial(self) -> bool:
        return bool(self.unfollowed) or self.capped is not None

    @property
    def lastpipe(self) -> bool:
        """A pipeline's last part runs in this shell: `lastpipe` without job control."""
        return "lastpipe" in self.shell_options and "monitor" not in self.shell_options

    @cached_property
    def key(self) -> _Key:
        """What later statements can see; states with equal keys behave alike (the
        order variables were set in is not seen: two runs that set them in turn are one;
        nor where joined variables were joined, or the decisions of their branches)."""
        places: dict[int, int] = {}
        seen: dict[int, object] = {}
        return _Key(
            (
                tuple(
                    tuple(
                        (name, _canonical(var, places, seen))
                        for name, var in sorted(frame, key=_name)
                    )
                    for frame in self.frames
                ),
                self.functions,
                self.positional,
                self.calls,
                self.stop,
                self.inherited,
                self.allexport,
                self.environment,
                self.shell_options,
                self.branches,
            )
        )

    def lookup(self, name: str) -> Var | None:
        for frame in reversed(self.frames):
            for key, var in frame:
                if key == name:
                    return var
        return None

    @cached_property
    def _joined_names(self) -> frozenset[str]:
        """The names of the joined variables in any frame (see `split`)."""
        return frozenset(name for frame in self.frames for name, var in frame if var.branches)

    def visible(self) -> dict[str, Var]:
        found: dict[str, Var] = {}
        for frame in self.frames:
            found.update(frame)
        return found

    def assign(self, name: str, var: Var, *, local: bool = False, global_: bool = False) -> State:
        """Set a variable where bash would: a local frame when declared there
        (or `local`), else the global one. An exported variable stays exported."""
        if local and len(self.frames) > 1:
            index = len(self.frames) - 1
        elif global_:
            index = 0
        else:
            index = next(
                (i for i in range(len(self.frames) - 1, -1, -1) if _has(self.frames[i], name)), 0
            )
        previous = dict(self.frames[index]).get(name)
        if previous is not None and previous.exported and not local:
            var = replace(var, exported=True)
        frame = tuple((key, value) for key, value in self.frames[index] if key != name)
        frames = list(self.frames)
        frames[index] = (*frame, (name, var))
        return replace(self, frames=tuple(frames))

    def export(self, name: str, exported: bool) -> State:
        """`export X` / `export -n X`: the variable where it is visible, (un)exported."""
        for index in range(len(self.frames) - 1, -1, -1):
            if _has(self.frames[index], name):
                frame = tuple(
                    (key, replace(var, exported=exported) if key == name else var)
                    for key, var in self.frames[index]
                )
                frames = list(self.frames)
                frames[index] = frame
                return replace(self, frames=tuple(frames))
        return self

    def unset(self, name: str) -> State:
        """`unset NAME`: the variable is known to be unset (whatever the caller's
        environment held), where bash would remove it (the innermost scope holding it)."""
        frames = list(self.frames)
        for index in range(len(frames) - 1, -1, -1):
            if _has(frames[index], name):
                kept = tuple(item for item in frames[index] if item[0] != name)
                frames[index] = (*kept, (name, Var(Kind.UNSET)))
                return replace(self, frames=tuple(frames))
        frames[0] = (*frames[0], (name, Var(Kind.UNSET)))
        return replace(self, frames=tuple(frames))

    def undefine(self, name: str) -> State:
        """`unset -f NAME`: a call of NAME runs the program of that name again."""
        if name not in self.functions.starts:
            return self
        return replace(
            self, functions=Functions(item for item in self.functions if item[0] != name)
        )

    def define(self, name: str, start_byte: int) -> State:
        if self.functions.starts.get(name) == start_byte:
            return self  # a definition run again (in a loop, a function called twice)
        functions = (item for item in self.functions if item[0] != name)
        return replace(self, functions=Functions((*functions, (name, start_byte))))

    def function(self, name: str) -> int | None:
        return self.functions.starts.get(name)

    def passed(self, branch: PlatformBranch) -> State | None:
        """The run after it passed a platform test; None when no platform passes every
        test it passed (`amd` then not `amd`: the same variable tested twice)."""
        if branch in self.branches:
            return self
        branches = (*self.branches, branch)
        if not any(all(each.allows(platform) for each in branches) for platform in PLATFORMS):
            return None
        return replace(self, branches=branches)

    def choose(self, choice: Choice) -> State:
        return replace(self, choices=self.choices | {choice}, example=(*self.example, choice))

    def unfollow(self, why: str) -> State:
        """This run goes on where the tool stops following some of it (see `unfollowed`)."""
        return replace(self, unfollowed=self.unfollowed | {why})

    def enter(self, call: Span, positional: tuple[Piece, ...], frame: Frame) -> State:
        return replace(
            self,
            frames=(*self.frames, frame),
            positional=positional,
            calls=(*self.calls, call),
        )

    def split(self, names: Iterable[str], most: int, precise: Precise = _everything) -> list[State]:
        """The state as one state per value the runs joined into it give `names`: each
        joined variable among them, and every variable joined at the same place, takes the
        values of the branches that give that value (joined again where they differ), and
        the state the decisions those branches share. Stops before the states would pass
        `most`: a variable left joined is read as unknown."""
        states = [self]
        # Only a joined variable splits, and splitting joins none anew: the names asked
        # about (every name a loop or its functions may set) are cut down to those first.
        joined_here = self._joined_names
        if not joined_here:
            return states
        wanted = sorted(name for name in set(names) & joined_here)
        for name in wanted:
            while True:
                joins = {var.join for state in states if (var := state.lookup(name)) is not None}
                joins.discard(None)
                if not joins:
                    break
                split = [part for state in states for part in state._split_at(name, wanted)]
                if len(split) > most:
                    return _regrouped(states, wanted, precise)
                states = split
        return _regrouped(states, wanted, precise)

    def split_all(self, most: int) -> list[State]:
        """Split on every joined variable (see `split`)."""
        return self.split(self._joined_names, most)

    def _split_at(self, name: str, names: list[str]) -> list[State]:
        """One state per value the branches of the place `name` was joined at give to
        `names` (the variables joined there that a statement reads)."""
        var = self.lookup(name)
        if var is None or not var.branches:
            return [self]
        join = var.join
        read = [
            found.branches
            for other in names
            if (found := self.lookup(other)) is not None and found.join == join
        ]
        groups: dict[tuple[Var | None, ...], list[int]] = {}
        for index in range(len(var.branches)):
            groups.setdefault(tuple(each[index][1] for each in read), []).append(index)
        states = []
        for indices in groups.values():
            branches = [var.branches[index][0] for index in indices]
            frames = tuple(_restricted(frame, join, indices) for frame in self.frames)
            shared = frozenset.intersection(*(branch.choices for branch in branches))
            states.append(
                replace(
                    self,
                    frames=frames,
                    choices=self.choices | shared,
                    example=branches[0].example or self.example,
                )
            )
        return states

    def leave(self, caller: State) -> State:
        stop = None if self.stop in {Stop.RETURN, Stop.BREAK, Stop.CONTINUE} else self.stop
        return replace(
            self,
            frames=self.frames[:-1],
            positional=caller.positional,
            calls=caller.calls,
            stop=stop,
        )


_STATE_FIELDS = tuple(each.name for each in fields(State))
_STATE_FIELD_SET = frozenset(_STATE_FIELDS)


class _Key:
    """A state's key with its hash computed once: merging looks keys up many times."""

    __slots__ = ("hash", "value")

    def __init__(self, value: tuple[object, ...]) -> None:
        self.value = value
        self.hash = hash(value)

    def __hash__(self) -> int:
        return self.hash

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Key) and self.hash == other.hash and self.value == other.value


def _name(item: tuple[str, Var]) -> str:
    return item[0]


def _has(frame: Frame, name: str) -> bool:
    return any(key == name for key, _ in frame)


def _canonical(var: Var, places: dict[int, int], seen: dict[int, object]) -> object:
    """A joined variable without where it was joined (places numbered in the order
    they are met) or its branches' decisions; any other variable as it is. A value that
    several branches share is worked out once (`seen`): joins nest, and share values."""
    if not var.branches:
        return var
    done = seen.get(id(var))
    if done is not None:
        return done
    place = places.setdefault(var.branches[0][0].join, len(places))
    values = tuple(
        None if value is None else _canonical(value, places, seen) for _, value in var.branches
    )
    seen[id(var)] = found = ("joined", place, var.exported, values)
    return found


def _regrouped(states: list[State], names: list[str], precise: Precise) -> list[State]:
    """States that give `names` the same values joined again: split on other variables
    too (joined at the same places), they are one run for what reads only `names`."""
    if len(states) < 2:
        return states
    groups: dict[tuple[object, ...], list[State]] = {}
    for state in states:
        seen = tuple(state.lookup(name) for name in names)
        groups.setdefault((_shape(state), seen), []).append(state)
    if len(groups) == len(states):
        return states
    return [group[0] if len(group) == 1 else _join(group, precise) for group in groups.values()]


def _restricted(frame: Frame, join: int | None, indices: list[int]) -> Frame:
    """The frame with every variable joined at `join` as the branches `indices` have it:
    one value where they agree (none where they leave it unset), else joined over them."""
    kept = []
    for name, var in frame:
        if not var.branches or var.join != join:
            kept.append((name, var))
            continue
        values = [var.branches[index][1] for index in indices]
        first = values[0]
        if all(value is first or value == first for value in values):
            if first is not None:
                kept.append((name, first))
            continue
        branches = [var.branches[index][0] for index in indices]
        kept.append((name, joined_var(branches, values)))
    return tuple(kept)


def merge(states: list[State], cap: int, precise: Precise = _everything) -> list[State]:
    """States that can no longer be told apart become one, and states that differ only
    in their variables' values become one with those variables joined (`joined`). Past
    `cap`, the string variables they differ in are widened to unknown (`join`); if they
    still do not fit, those that take the most optional ways are dropped (the default
    run is always kept), and the rest say which decisions forked the runs."""
    result, _ = join(joined(states, precise), cap)
    if len(result) <= cap:
        return result
    forks = _forks(result)
    kept = sorted(result, key=_toggles)[:cap]
    return [replace(state, capped=_union(state.capped, forks)) for state in kept]


_PLACES = itertools.count()
"""Numbers the places runs are joined at. Only which variables share a place counts,
never the number, so a report does not depend on it."""


def joined(states: list[State], precise: Precise = _everything) -> list[State]:
    """States alike merged, then those that differ only in their variables' values (the
    same functions, arguments, calls, stop and options) joined into one, each variable
    whose values differ joined with the value each state gave it; a variable `precise`
    does not name, with one unknown value that reads every value's text (no launch reads
    it whole: which run gave which value is not worth keeping)."""
    alike = _alike(states)
    if len(alike) < 2:
        return alike
    groups: dict[tuple[object, ...], list[State]] = {}
    for state in alike:
        groups.setdefault(_shape(state), []).append(state)
    return [group[0] if len(group) == 1 else _join(group, precise) for group in groups.values()]


def _shape(state: State) -> tuple[object, ...]:
    return (
        len(state.frames),
        state.functions,
        state.positional,
        state.calls,
        state.stop,
        state.inherited,
        state.allexport,
        state.environment,
        state.shell_options,
        state.branches,
    )


def _join(group: list[State], precise: Precise) -> State:
    place = next(_PLACES)
    common = frozenset.intersection(*(state.choices for state in group))
    branches = [
        Branch(place, index, state.choices - common, state.example)
        for index, state in enumerate(group)
    ]
    frames = []
    for level in range(len(group[0].frames)):
        values = [dict(state.frames[level]) for state in group]
        names = dict.fromkeys(name for frame in values for name in frame)
        frame = []
        for name in names:
            each = [frame_values.get(name) for frame_values in values]
            first = each[0]
            if first is not None and all(value == first for value in each):
                frame.append((name, first))
            elif precise(name):
                frame.append((name, joined_var(branches, each)))
            else:
                why = "its value differs between runs the tool joined here"
                frame.append((name, unknown_of(set(each), why)))
        frames.append(tuple(frame))
    unfollowed = frozenset().union(*(state.unfollowed for state in group))
    capped = None
    for state in group:
        capped = _union(capped, state.capped)
    return replace(
        group[0],
        frames=tuple(frames),
        choices=common,
        example=group[0].example,
        unfollowed=unfollowed,
        capped=capped,
    )


def joined_var(branches: list[Branch], values: list[Var | None]) -> Var:
    """One variable for the runs of `branches`, each with its value (None: unset); past
    `MAX_JOINED` values, one unknown value that reads them all (joins nest: without a
    bound a variable set in every branch would grow with each)."""
    present = [value for value in values if value is not None]
    reads = tuple(dict.fromkeys(piece for value in present for piece in _written(value)))
    partial = any(value.unread is not None and value.unread.partial for value in present)
    exported = any(value.exported for value in present)
    if sum(1 if value is None else value.size for value in values) > MAX_JOINED:
        why = f"its value differs between more than {MAX_JOINED} runs, which the tool joined"
        return Var(Kind.UNKNOWN, exported=exported, unread=Unread(why, reads, partial))
    why = "its value differs between runs the tool joined here"
    return Var(
        Kind.UNKNOWN,
        exported=exported,
        unread=Unread(why, reads, partial),
        branches=tuple(zip(branches, values, strict=True)),
    )


def cap_note(lines: frozenset[int], cap: int) -> str:
    """Why a launch past the cap is not edited, naming the decisions that forked it."""
    ordered = sorted(lines)
    named = ", ".join(str(line) for line in ordered[:-1])
    where = f"lines {named} and {ordered[-1]}" if len(ordered) > 1 else f"line {ordered[0]}"
    forked = f", forked by the decisions on {where}" if ordered else ""
    return (
        f"more than {cap} runs of the script reach this launch{forked}; the tool read the "
        f"{cap} that take the fewest branches, the run that takes none among them"
    )


def join(
    states: list[State], cap: int, widened: frozenset[str] = frozenset()
) -> tuple[list[State], frozenset[str]]:
    """States alike merged; the string variables named in `widened`, then those the
    states differ in most, made unknown until at most `cap` states differ. A launch
    then reads an unknown value there (and nothing is edited where the values were
    written) rather than runs being dropped. Returns the states and every variable
    widened, for a loop to widen again at its head, so that its runs settle."""
    result = _alike(states)
    for name in sorted(widened):
        result = _widen(result, name, cap)
    while len(result) > cap:
        name = _most_varied(result)
        if name is None:
            break
        widened |= {name}
        result = _widen(result, name, cap)
    return result, widened


def _alike(states: list[State]) -> list[State]:
    """States that hold the same values (the same objects: runs that did not change a
    variable share it) become one, with the decisions all of them took. States whose
    values are equal but not the same objects are joined as one by `joined` instead."""
    if len(states) < 2:
        return states
    merged: dict[tuple[object, ...], State] = {}
    for state in states:
        same = _same(state)
        current = merged.get(same)
        if current is None:
            merged[same] = state
        else:
            merged[same] = replace(
                current,
                choices=current.choices & state.choices,
                unfollowed=current.unfollowed | state.unfollowed,
                capped=_union(current.capped, state.capped),
            )
    return list(merged.values())


def _same(state: State) -> tuple[object, ...]:
    frames = tuple(tuple(sorted((name, id(var)) for name, var in frame)) for frame in state.frames)
    return (frames, *_shape(state)[1:])


def _widen(states: list[State], name: str, cap: int) -> list[State]:
    values = {state.lookup(name) for state in states}
    if len(values) < 2:
        return states
    why = f"`{name}` differs between more than {cap} runs, which the tool merged"
    joined = unknown_of(values, why)
    return _alike([state.assign(name, joined) for state in states])


def unknown_of(values: set[Var | None], why: str) -> Var:
    """One variable for several runs' values: unknown, reading the text each was written
    in (so nothing is edited there on a guess)."""
    written = {piece for var in values if var is not None for piece in _written(var)}
    return Var(
        Kind.UNKNOWN,
        exported=any(var is not None and var.exported for var in values),
        unread=Unread(why, tuple(sorted(written, key=lambda piece: piece.token.span))),
    )


def _most_varied(states: list[State]) -> str | None:
    """The string variable with the most values among the states. Arrays are kept,
    since one may hold the launch's `--enable-hisparse`, and so are exported
    variables, since a launch's environment (`SGLANG_USE_CPU_ENGINE`) is read whole."""
    values: dict[str, set[Var | None]] = {}
    counts: dict[str, int] = {}
    for state in states:
        for name, var in state.visible().items():
            values.setdefault(name, set()).add(var)
            counts[name] = counts.get(name, 0) + 1
    for name, seen in values.items():
        if counts[name] < len(states):
            seen.add(None)
    varied = [
        (len(seen), name)
        for name, seen in values.items()
        if len(seen) > 1
        and not any(var is not None and (var.kind is Kind.ARRAY or var.exported) for var in seen)
    ]
    return max(varied, key=lambda item: item[0])[1] if varied else None


def _written(var: Var) -> tuple[Piece, ...]:
    return var.pieces + (var.unread.reads if var.unread is not None else ())


def _toggles(state: State) -> int:
    return sum(choice.taken for choice in state.example)


def _forks(states: list[State]) -> frozenset[int]:
    """The lines of the decisions that forked the runs."""
    shared = frozenset.intersection(*(state.choices for state in states))
    return frozenset(
        choice.line for state in states for choice in state.example if choice not in shared
    )


def _union(first: frozenset[int] | None, second: frozenset[int] | None) -> frozenset[int] | None:
    if first is None or second is None:
        return first if second is None else second
    return first | second
