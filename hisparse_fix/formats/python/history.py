"""A name's bindings and changes in one scope, indexed by offset.

A script rebinds the same few names (`cmd`, `env`, `args`) all through the
file; reading each binding, or each read of the name, by a pass over every
binding and change of that name would make reading a file quadratic. Here a
read costs a search and a walk over just the bindings and changes it takes.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Iterator
from itertools import pairwise

from hisparse_fix.formats.python.runs import Run
from hisparse_fix.formats.python.scan_records import Binding, Change, Scope


class History:
    """The bindings of a name in scan order (with their ends, when those ascend as they
    do but for a binding nested in another), the same sorted by end, and the changes."""

    def __init__(self, scope: Scope, name: str) -> None:
        self.bindings = scope.bindings.get(name, [])
        ends = [binding.end for binding in self.bindings]
        self.ends = ends if all(a <= b for a, b in pairwise(ends)) else None
        order = sorted(range(len(self.bindings)), key=lambda index: (ends[index], index))
        self.by_end = [(ends[index], index) for index in order]
        self.changes = sorted(scope.changes.get(name, []), key=lambda change: change.start)
        """The scan records changes in source order; sorting (stable) only makes it sure."""
        self.starts = [change.start for change in self.changes]

    def before(self, limit: int | None) -> Iterator[Binding]:
        """The bindings that end by `limit` (all for None), latest first: the one whose
        statement ends last, which for `args = (args := base) + more` is the outer one."""
        if self.ends is None:
            for end, index in reversed(self.by_end):
                if limit is None or end <= limit:
                    yield self.bindings[index]
            return
        count = len(self.bindings) if limit is None else bisect_right(self.ends, limit)
        for index in range(count - 1, -1, -1):
            yield self.bindings[index]

    def count_before(self, limit: int) -> int | None:
        """How many bindings end by `limit`, when those are the first ones; else None."""
        return None if self.ends is None else bisect_right(self.ends, limit)

    def changes_of(self, binding: Binding, limit: int | None, run: Run) -> Iterator[Change]:
        """What changes the object `binding` binds before `limit`, until a later binding
        of the name holds in the run.

        Later bindings are asked about (`run.holds`) as each change is reached, in
        scan order, once they end before it: the same questions in the same order
        as asking all of them at every change, so the runs come out the same.
        """
        position = bisect_left(self.by_end, (binding.end, -1))
        for index in range(bisect_left(self.starts, binding.end), len(self.changes)):
            change = self.changes[index]
            if limit is not None and change.end > limit:
                return
            reached: list[int] = []
            while position < len(self.by_end) and self.by_end[position][0] <= change.start:
                later = self.by_end[position][1]
                if self.bindings[later].start >= binding.end:
                    reached.append(later)
                position += 1
            if any(run.holds(self.bindings[later].guard) for later in sorted(reached)):
                return
            if run.holds(change.guard):
                yield change
