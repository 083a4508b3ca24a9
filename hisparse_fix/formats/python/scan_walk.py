"""The state one libcst pass over a Python file shares, and how it records into a `Scan`.

The pass is split by concern into visitors over this state (`scan_layout`,
`scan_environ`, `scan_bindings`, `scan_choices`, `scan_quiet`, `scan_reads`),
combined in `scan`. This holds what they all need: the scope, guard and node
stacks kept as the walk goes in and out of nodes, and the helpers that record
a choice, a binding, a change or a located node under the current scope and guard.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import libcst as cst

from hisparse_fix.formats.python.scan_records import (
    Binding,
    Change,
    Choice,
    Located,
    Scan,
    Scope,
    dotted,
)
from hisparse_fix.formats.python.source import Source
from hisparse_fix.vocabulary.sites import PlatformBranch, Span

_METHODS: dict[tuple[type, str, type], Callable[[Any, Any], Any]] = {}
"""A visitor type's `visit_Call` (or `leave_Call`) for a node type: what libcst's
`CSTVisitor.on_visit` looks up by name at every node, looked up once."""


def _method(visitor: type, prefix: str, node: type) -> Callable[[Any, Any], Any]:
    key = (visitor, prefix, node)
    method = _METHODS.get(key)
    if method is None:
        method = _METHODS[key] = getattr(visitor, prefix + node.__name__, _nothing)
    return method


def _nothing(visitor: object, node: object) -> None:
    return None


class Walk(cst.CSTVisitor):
    """Collects a `Scan`; scopes, guards and blocks are tracked on stacks as it walks."""

    def __init__(self, source: Source) -> None:
        super().__init__()
        self.source = source
        module = Scope("module", None)
        self.result = Scan(source, module, [module])
        self.scopes = [module]
        self.guard: list[tuple[int, int]] = []
        self.arms: dict[int, tuple[int, int]] = {}
        """id of a block -> the (choice, arm) that holds while it runs."""
        self.quiet_nodes: set[int] = set()
        self.quiet = 0
        self.blocks: list[tuple[int, int | None]] = [(0, None)]
        self.lines: dict[int, tuple[Span | None, Span | None, int, int]] = {}
        self.owners: dict[int, Span] = {}
        self.skipped: set[int] = set()
        self.elifs: set[int] = set()
        self.stack: list[cst.CSTNode] = []
        """The nodes from the module down to the one being visited."""
        self.targets: set[int] = set()
        """Assignment, loop and `del` targets: the names in them are not reads."""
        self.handled: set[int] = set()
        """Method calls already recorded as a change by the statement they make up."""
        self.failing: dict[int, str] = {}
        """id of a block whose code is expected to fail -> why, in words."""
        self.failing_now: list[str] = []
        self.skips: list[tuple[PlatformBranch, ...]] = [()]
        """The platform skips of the enclosing classes (and `pytestmark`), innermost last."""

    def on_visit(self, node: cst.CSTNode) -> bool:
        self.stack.append(node)
        arm = self.arms.get(id(node))
        if arm is not None:
            self.guard.append(arm)
        if id(node) in self.quiet_nodes:
            self.quiet += 1
        if id(node) in self.failing:
            self.failing_now.append(self.failing[id(node)])
        return _method(type(self), "visit_", type(node))(self, node) is not False

    def on_leave(self, original_node: cst.CSTNode) -> None:
        _method(type(self), "leave_", type(original_node))(self, original_node)
        if id(original_node) in self.failing:
            self.failing_now.pop()
        if id(original_node) in self.quiet_nodes:
            self.quiet -= 1
        if id(original_node) in self.arms:
            self.guard.pop()
        self.stack.pop()

    @property
    def scope(self) -> Scope:
        return self.scopes[-1]

    def _line(self, node: cst.CSTNode) -> int:
        return self.source.line(self.source.span(node).start)

    def _choice(
        self,
        arms: tuple[str, ...],
        line: int,
        platforms: tuple[tuple[PlatformBranch, ...], ...] = (),
    ) -> int:
        if not any(platforms):
            platforms = ()
        self.result.choices.append(Choice(arms, line, platforms))
        return len(self.result.choices) - 1

    def _shown(self, node: cst.CSTNode) -> str:
        """A node's source on one line, shortened, for a branch's name."""
        span = self.source.span(node)
        shown = " ".join(self.source.text[span.start : span.end].split())
        return shown if len(shown) <= 60 else shown[:57] + "..."

    def _bind(self, name: str, start: int, end: int, value: cst.BaseExpression | None) -> None:
        binding = Binding(name, start, end, value, self.scope, tuple(self.guard), self.quiet > 0)
        self.scope.bindings.setdefault(name, []).append(binding)

    def _change(self, name: str, node: cst.CSTNode, kind: str, **parts: Any) -> None:
        span = self.source.span(node)
        change = Change(span.start, span.end, kind, self.scope, span, tuple(self.guard), **parts)
        scope: Scope | None = self.scope
        while scope is not None:
            if any(b.start <= change.start for b in scope.bindings.get(name, [])):
                scope.changes.setdefault(name, []).append(change)
                return
            scope = scope.parent

    def _target_name(self, node: cst.BaseExpression) -> str | None:
        """The name a target or receiver stands for: `xs`, or `.x` for `self.x` in a method."""
        names = dotted(node)
        if len(names) == 1:
            return names[0]
        if len(names) == 2 and names[0] == self.scope.self_name:
            return "." + names[1]
        return None

    def _enter(self, scope: Scope) -> None:
        self.scopes.append(scope)
        self.result.scopes.append(scope)

    def _located(self, node: cst.CSTNode) -> Located:
        return Located(node, self.scope, self.source.span(node).start, tuple(self.guard))
