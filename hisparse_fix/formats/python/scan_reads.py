"""Reads of names (and `self.x`) that may derive other values from what they hold.

A list or dict read as a slice, in a comprehension, by `sorted(...)` or passed
to a call may carry its options where the tool does not follow them; each such
read is recorded as a `Load`, which `sites` notes on the binding unless the
resolver followed that read after all or the call is a launch. Reads that only
look at the object (`len(xs)`, `x in xs`, `xs[0]`, a method call, `return xs`)
and names being written are not recorded.
"""

from __future__ import annotations

import libcst as cst

from hisparse_fix.formats.python.scan_records import Load, dotted
from hisparse_fix.formats.python.scan_walk import Walk

_HARMLESS = frozenset({"len", "isinstance", "id", "bool", "str", "repr", "type", "hash"})
"""Calls that read an object without passing on what it holds."""

_NOT_READS = (
    cst.FunctionDef,
    cst.ClassDef,
    cst.Param,
    cst.ImportAlias,
    cst.ImportFrom,
    cst.NameItem,
    cst.MatchAs,
    cst.MatchStar,
    cst.MatchKeywordElement,
)
"""Parents of a name that is written there, not read."""

_COMPS = (cst.ListComp, cst.SetComp, cst.DictComp, cst.GeneratorExp)

_LOOKS_ONLY = (
    cst.Comparison,
    cst.ComparisonTarget,
    cst.Return,
    cst.Yield,
    cst.If,
    cst.While,
    cst.Assert,
)
"""Parents that read an object without deriving another one from it (a returned list is
passed on whole, as a fragment is)."""


def _asserted(ancestors: list[cst.CSTNode], parent: cst.CSTNode | None) -> bool:
    """A name compared inside an `assert` (whole, or an item of it: `CMD[-1] == ...`):
    the assertion reads what the object holds."""
    compared = isinstance(parent, (cst.Comparison, cst.ComparisonTarget)) or (
        isinstance(parent, cst.Subscript)
        and any(isinstance(item, (cst.Comparison, cst.ComparisonTarget)) for item in ancestors)
    )
    return compared and any(isinstance(item, cst.Assert) for item in ancestors)


class ReadWalk(Walk):
    """Records the reads of names that may derive other values."""

    def visit_Name(self, node: cst.Name) -> None:
        parent = self.stack[-2] if len(self.stack) > 1 else None
        if parent is None or isinstance(parent, _NOT_READS):
            return
        if isinstance(parent, cst.Attribute) and parent.attr is node:
            return
        if isinstance(parent, cst.Arg) and parent.keyword is node:
            return
        self._read(node.value, node)

    def visit_Attribute(self, node: cst.Attribute) -> None:
        name = self._target_name(node)
        if name is not None and name.startswith("."):
            self._read(name, node)

    def _read(self, name: str, node: cst.CSTNode) -> None:
        """Record a read of `name` unless it only looks at the object (`len(xs)`, `x in xs`,
        `xs[0]`, `return xs`, a method) or stores into it; `xs.copy()` is read as `xs`."""
        if self.quiet and not self.failing_now:
            self.result.shown.setdefault(name, self.source.line(self.source.span(node).start))
        if self.quiet or any(id(item) in self.targets for item in self.stack):
            return
        depth = len(self.stack) - 1
        parent = self.stack[depth - 1] if depth > 0 else None
        if isinstance(parent, cst.Attribute):
            call = self.stack[depth - 2] if depth > 1 else None
            copied = parent.attr.value == "copy" and isinstance(call, cst.Call)
            if not copied or parent.value is not node:
                return
            depth -= 2
            parent = self.stack[depth - 1]
        top = self.stack[depth]
        if _asserted(self.stack[:depth], parent):
            # `assert build_command(...) == expected`: the test compares what it holds.
            self.result.loads.append(
                Load(name, node, parent, self.scope, self.source.span(node).start, compared=True)
            )
            return
        if parent is None or isinstance(parent, _LOOKS_ONLY):
            return
        if isinstance(parent, cst.Call) and parent.func is top:
            return
        at = self.source.span(node).start
        if isinstance(parent, cst.Arg):
            call = self.stack[depth - 2]
            if not isinstance(call, cst.Call):  # a class's base
                return
            if dotted(call.func)[-1:] and dotted(call.func)[-1] in _HARMLESS:
                return
            self.result.loads.append(Load(name, node, call, self.scope, at, call))
            return
        slices = isinstance(parent, cst.Subscript) and parent.value is top
        if slices and not any(isinstance(item.slice, cst.Slice) for item in parent.slice):
            return  # `xs[0]` reads one item
        if isinstance(parent, cst.CompFor):  # shown as the whole comprehension
            parent = next(item for item in reversed(self.stack) if isinstance(item, _COMPS))
        elif isinstance(parent, (cst.Element, cst.DictElement)):  # shown as the collection
            parent = self.stack[depth - 2]
        self.result.loads.append(Load(name, node, parent, self.scope, at))
