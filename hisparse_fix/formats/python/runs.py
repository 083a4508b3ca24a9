"""Runs of a file: which arm each choice (`if`, `try`, loop, class) takes.

A launch is read once per run. The runs are found lazily: reading starts with
nothing chosen but the launch's own enclosing arms, and a guard that asks for
a choice not made yet stops the reading, which then restarts once per arm of
that choice. So only the choices a launch's words depend on make runs, and a
run's words name just those.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Generic, TypeVar

from hisparse_fix.formats.python.scan_records import Choice, Guard
from hisparse_fix.vocabulary.limits import MAX_RUNS
from hisparse_fix.vocabulary.sites import PlatformBranch

LIMIT = MAX_RUNS
"""Runs read for one launch; past it the launch gets a note."""

STEPS = LIMIT * 16
"""Readings tried for one launch (a reading can stop on a choice and restart)."""

T = TypeVar("T")


class Undecided(Exception):
    """A guard asked for a choice this run has not made yet."""

    def __init__(self, choice: int) -> None:
        super().__init__(choice)
        self.choice = choice


class Impossible(Exception):
    """This run cannot reach the launch (a class that lacks what the launch reads)."""


@dataclass
class Run:
    """The arms chosen so far; `consulted` are the choices the reading depended on."""

    choices: list[Choice]
    chosen: dict[int, int]
    fixed: frozenset[int] = frozenset()
    consulted: list[int] = field(default_factory=list)

    def arm(self, choice: int) -> int:
        if len(self.choices[choice].arms) == 1:
            return 0
        if choice not in self.chosen:
            raise Undecided(choice)
        if choice not in self.fixed and choice not in self.consulted:
            self.consulted.append(choice)
        return self.chosen[choice]

    def holds(self, guard: Guard) -> bool:
        return all(self.arm(choice) == arm for choice, arm in guard)

    def branches(self) -> tuple[PlatformBranch, ...]:
        """The platform tests this run passed (`if is_hip():`), in source order."""
        chosen = sorted(self.chosen.items(), key=lambda item: self.choices[item[0]].line)
        return guard_branches(self.choices, tuple(chosen))

    def words(self) -> str:
        """`for class TestFp8 on line 40 when the if on line 12 runs`; empty for the only run."""
        phrases = sorted(
            (self.choices[choice].line, self.choices[choice].arms[self.chosen[choice]])
            for choice in self.consulted
        )
        classes = [text for _, text in phrases if text.startswith("for ")]
        conditions = [text for _, text in phrases if not text.startswith("for ")]
        parts = list(classes)
        if conditions:
            parts.append("when " + " and ".join(conditions))
        return " ".join(parts)


@dataclass
class Runs(Generic[T]):
    """What a reading gave in each run, in order; `cut` when there were more."""

    results: list[tuple[Run, T]]
    cut: bool = False


def every_run(
    read: Callable[[Run], T], choices: list[Choice], fixed: Mapping[int, int] | None = None
) -> Runs[T]:
    """`read` in every run that its guards tell apart (at most `LIMIT`)."""
    fixed = dict(fixed or {})
    pending = [fixed]
    results: list[tuple[Run, T]] = []
    steps = 0
    while pending:
        steps += 1
        if steps > STEPS or len(results) == LIMIT:
            return Runs(results, cut=True)
        chosen = pending.pop()
        run = Run(choices, chosen, frozenset(fixed))
        try:
            value = read(run)
        except Undecided as undecided:
            arms = range(len(choices[undecided.choice].arms))
            pending.extend({**chosen, undecided.choice: arm} for arm in reversed(arms))
            continue
        except Impossible:
            continue
        results.append((run, value))
    return Runs(results)


def guard_branches(choices: list[Choice], guard: Guard) -> tuple[PlatformBranch, ...]:
    """The platform tests a statement under `guard` has passed (`if is_hip():`)."""
    return tuple(
        branch
        for choice, arm in guard
        if choices[choice].platforms
        for branch in choices[choice].platforms[arm]
    )
