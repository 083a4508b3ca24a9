"""A read-only walk over a libcst tree: the visitor's calls, in libcst's order, without
rebuilding the tree.

libcst's `CSTNode.visit` rebuilds every node it passes: each node's
`_visit_and_replace_children` constructs (and validates) a copy, even for a
visitor that changes nothing, and asks the visitor about every attribute. Over a
launch file that is most of the time a scan takes. This walk makes the same calls
a `CSTVisitor` gets from `visit` (`on_visit`, `on_visit_attribute` where the
visitor has an attribute method, the children, `on_leave_attribute`, `on_leave`)
in the same order, and reads the children where they are. A visitor's own attribute
methods are called; one that overrides `on_visit_attribute` itself is refused.

The order of a node type's children is libcst's own: the attributes its
`_visit_and_replace_children` announces, asked once per type with a visitor
that enters none of them, followed by the type's other fields (an f-string's
`format_spec` is announced only when it is there). `tests/test_tree_walk.py`
holds the two walks to the same calls over every fixture and over generated
code.
"""

from __future__ import annotations

import dataclasses
from functools import cache

import libcst as cst

CHILDREN_TOLD = hasattr(cst.CSTNode, "_visit_and_replace_children")
"""Whether this libcst's nodes tell their children as `child_fields` asks them."""

_FIELDS: dict[type[cst.CSTNode], tuple[tuple[str, bool], ...]] = {}
"""Each node type's fields, in the order libcst visits them, each with whether libcst
announces it (`on_visit_attribute`)."""

_Plan = tuple[tuple[str, bool], ...]
"""A node type's fields for one visitor type, each with whether the visitor has a method
for that attribute (`visit_Try_body`)."""


class _Announced(cst.CSTVisitor):
    """Records the attributes a node's `_visit_and_replace_children` announces, without
    entering any child."""

    def __init__(self) -> None:
        super().__init__()
        self.names: list[str] = []

    def on_visit(self, node: cst.CSTNode) -> bool:
        return False

    def on_leave(self, original_node: cst.CSTNode) -> None:
        return None

    def on_visit_attribute(self, node: cst.CSTNode, attribute: str) -> None:
        self.names.append(attribute)

    def on_leave_attribute(self, original_node: cst.CSTNode, attribute: str) -> None:
        return None


def child_fields(node: cst.CSTNode) -> tuple[tuple[str, bool], ...]:
    """The fields of `node`'s type that may hold children, in libcst's visiting order,
    each with whether libcst announces it: the fields its `_visit_and_replace_children`
    announced for the first node of the type met, then the others, not announced (an
    f-string expression's `format_spec` is walked, announced by libcst only when set)."""
    kind = type(node)
    known = _FIELDS.get(kind)
    if known is None:
        announced = _Announced()
        node._visit_and_replace_children(announced)
        names = list(dict.fromkeys(announced.names))
        others = [field.name for field in dataclasses.fields(kind) if field.name not in names]
        known = _FIELDS[kind] = (
            *((name, True) for name in names),
            *((name, False) for name in others),
        )
    return known


def walk(node: cst.CSTNode, visitor: cst.CSTVisitor) -> None:
    """Visit `node` and its descendants with `visitor`, as `node.visit(visitor)` does (and
    with `visit` itself on a libcst whose nodes no longer tell their children this way)."""
    if not CHILDREN_TOLD:
        node.visit(visitor)
        return
    _Walker(visitor).walk(node)


_PLANS: dict[type[cst.CSTVisitor], dict[type[cst.CSTNode], _Plan]] = {}
"""Each visitor type's plan of each node type, made once per process."""


class _Walker:
    def __init__(self, visitor: cst.CSTVisitor) -> None:
        self.visitor = visitor
        self.plans = _PLANS.setdefault(type(visitor), {})
        self.methods = _own_methods(type(visitor))

    def plan(self, node: cst.CSTNode) -> _Plan:
        kind = type(node)
        plan = self.plans.get(kind)
        if plan is None:
            type_name = kind.__name__
            plan = self.plans[kind] = tuple(
                (
                    name,
                    announced
                    and (
                        f"visit_{type_name}_{name}" in self.methods
                        or f"leave_{type_name}_{name}" in self.methods
                    ),
                )
                for name, announced in child_fields(node)
            )
        return plan

    def walk(self, node: cst.CSTNode) -> None:
        visitor = self.visitor
        if visitor.on_visit(node):
            for name, announced in self.plans.get(type(node)) or self.plan(node):
                if announced:
                    visitor.on_visit_attribute(node, name)
                value = getattr(node, name)
                kind = type(value)
                if kind is tuple or kind is list:
                    for child in value:
                        if _is_node(type(child)):
                            self.walk(child)
                elif _is_node(kind):
                    self.walk(value)
                if announced:
                    visitor.on_leave_attribute(node, name)
        visitor.on_leave(node)


@cache
def _own_methods(visitor: type[cst.CSTVisitor]) -> frozenset[str]:
    """The methods a visitor type defines itself: libcst's visitor classes declare every
    attribute method (`visit_Try_body`) as one that does nothing. A visitor that hears
    of every attribute itself (`on_visit_attribute`) is walked by libcst, not here."""
    names = {
        name
        for kind in visitor.__mro__
        if not kind.__module__.startswith("libcst")
        for name in vars(kind)
    }
    if {"on_visit_attribute", "on_leave_attribute"} & names:
        raise TypeError(f"{visitor.__name__} hears every attribute: walk it with `visit`")
    return frozenset(names)


_NODE_TYPES: dict[type, bool] = {}
"""Whether a type is a node's: `isinstance` against libcst's abstract `CSTNode` goes through
`ABCMeta` at every call, a dict lookup does not."""


def _is_node(kind: type) -> bool:
    known = _NODE_TYPES.get(kind)
    if known is None:
        known = _NODE_TYPES[kind] = issubclass(kind, cst.CSTNode)
    return known
