"""Names bound in each scope and the statements that change the bound objects.

Assignments (to names, tuples, `self.x`, `obj[key]`), walrus targets and
imports bind names, and `_bind_target` binds loop and `with` targets too;
`.append`, `.extend`, `.insert`, `.update`, `.pop`, `del obj[key]`, `+=` and
`|=` are recorded as changes the resolvers can replay, and anything else that
may change an object (another mutating method, `args.x = ...`) as an opaque
change, so that no value is read past it.
"""

from __future__ import annotations

import libcst as cst

from hisparse_fix.formats.python.scan_environ import EnvironWalk, environ_key
from hisparse_fix.formats.python.scan_layout import LayoutWalk
from hisparse_fix.formats.python.scan_records import dotted
from hisparse_fix.formats.python.strings import is_string

_READERS = frozenset({"index", "count", "copy", "get", "keys", "values", "items"})
_MUTATORS = frozenset(
    {"append", "extend", "insert", "update", "pop", "popitem", "remove", "clear", "setdefault"}
    | {"sort", "reverse", "discard", "add", "difference_update", "intersection_update"}
)
"""Methods that change a list, dict or set wherever they are called (not only as a statement)."""


class BindingWalk(LayoutWalk, EnvironWalk):
    """Bindings and the statements that change them."""

    def visit_Assign(self, node: cst.Assign) -> None:
        span = self.source.span(node)
        self.targets.update(id(target.target) for target in node.targets)
        for target in node.targets:
            self._bind_target(target.target, span.start, span.end, node.value, node)

    def _bind_target(
        self,
        target: cst.BaseExpression,
        start: int,
        end: int | None = None,
        value: cst.BaseExpression | None = None,
        statement: cst.BaseSmallStatement | None = None,
    ) -> None:
        end = start if end is None else end
        name = self._target_name(target) if isinstance(target, (cst.Name, cst.Attribute)) else None
        if name is not None:
            self._bind(name, start, end, value)
        elif isinstance(target, cst.Attribute) and len(dotted(target)) == 2:
            # `server_args.device = "cpu"`: read by no resolver, named by `sites` in a note
            self._change(dotted(target)[0], target, "attribute", expr=value, key=target.attr)
        elif isinstance(target, (cst.Tuple, cst.List)):
            for element in target.elements:
                self._bind_target(element.value, start, end)
        elif isinstance(target, cst.Subscript):
            self._subscript_assign(target, value, statement)

    def _subscript_assign(
        self,
        target: cst.Subscript,
        value: cst.BaseExpression | None,
        statement: cst.BaseSmallStatement | None,
    ) -> None:
        key = environ_key(target)
        if key is not None:
            if value is not None and statement is not None:
                self._environ(statement, key, value)
            return
        name = self._target_name(target.value)
        if name is None or statement is None:
            return
        index = target.slice[0].slice if len(target.slice) == 1 else None
        key_node = index.value if isinstance(index, cst.Index) else None
        if len(statement.targets if isinstance(statement, cst.Assign) else ()) == 1:
            span = self._statement(statement)
            self.result.standalone[span] = span
        self._change(name, statement, "setitem", expr=value, key=key_node)

    def visit_AnnAssign(self, node: cst.AnnAssign) -> None:
        self.targets.add(id(node.target))
        if node.value is not None:
            span = self.source.span(node)
            self._bind_target(node.target, span.start, span.end, node.value)

    def visit_AugAssign(self, node: cst.AugAssign) -> None:
        self.targets.add(id(node.target))
        if (
            dotted(node.target) == ["os", "environ"]
            and isinstance(node.operator, cst.BitOrAssign)
            and isinstance(node.value, cst.Dict)
        ):  # `os.environ |= {"SGLANG_USE_CPU_ENGINE": "1"}`, as `.update(...)`
            for element in node.value.elements:
                if isinstance(element, cst.DictElement):
                    self._environ(node, element.key, element.value)
        name = self._target_name(node.target)
        if name is None:
            if isinstance(node.target, cst.Attribute) and len(dotted(node.target)) == 2:
                self._change(dotted(node.target)[0], node, "opaque")
            return
        span = self._statement(node)
        if isinstance(node.operator, cst.AddAssign):
            self.owners[id(node.value)] = span
            self._change(name, node, "extend", expr=node.value)
        elif isinstance(node.operator, cst.BitOrAssign):
            self.owners[id(node.value)] = span
            self._change(name, node, "merge", expr=node.value)
        else:
            self._change(name, node, "opaque")

    def visit_Del(self, node: cst.Del) -> None:
        target = node.target
        self.targets.add(id(target))
        if not isinstance(target, cst.Subscript):
            return
        key = environ_key(target)
        if key is not None:
            self._environ(node, key, None)
            return
        name = self._target_name(target.value)
        index = target.slice[0].slice if len(target.slice) == 1 else None
        if name is not None and isinstance(index, cst.Index):
            self._change(name, node, "pop", key=index.value)
        elif name is not None:
            self._change(name, node, "opaque")

    def visit_CompFor(self, node: cst.CompFor) -> None:
        self.targets.add(id(node.target))

    def visit_NamedExpr(self, node: cst.NamedExpr) -> None:
        self.targets.add(id(node.target))
        if isinstance(node.target, cst.Name):
            span = self.source.span(node)
            self._bind(node.target.value, span.start, span.end, node.value)

    def visit_Import(self, node: cst.Import) -> None:
        end = self.source.span(node).end
        for alias in node.names:
            names = dotted(alias.name)
            if not names:
                continue
            self.result.modules.add(names[0])
            if alias.asname is not None and isinstance(alias.asname.name, cst.Name):
                bound = alias.asname.name.value
                self.result.imported[bound] = ".".join(names)
            else:
                bound = names[0]
                self.result.imported[bound] = bound
            self._bind(bound, end, end, None)

    def visit_ImportFrom(self, node: cst.ImportFrom) -> None:
        module = dotted(node.module) if node.module is not None and not node.relative else []
        if module:
            self.result.modules.add(module[0])
        if isinstance(node.names, cst.ImportStar):
            return
        end = self.source.span(node).end
        for alias in node.names:
            bound = alias.asname.name if alias.asname else alias.name
            if isinstance(bound, cst.Name):
                self._bind(bound.value, end, end, None)
                if module and isinstance(alias.name, cst.Name):
                    self.result.imported[bound.value] = ".".join([*module, alias.name.value])

    def visit_Expr(self, node: cst.Expr) -> None:
        if is_string(node.value):
            self.skipped.add(id(node.value))  # a docstring
            return
        call = node.value
        if not isinstance(call, cst.Call) or not isinstance(call.func, cst.Attribute):
            return
        name = self._target_name(call.func.value)
        if name is None:
            return
        method = call.func.attr.value
        positional = [arg for arg in call.args if arg.keyword is None and not arg.star]
        plain = len(positional) == len(call.args)
        self.handled.add(id(call))
        if method in {"append", "extend"} and plain and len(positional) == 1:
            span = self._statement(node)
            value = positional[0].value
            if method == "append":
                self.result.standalone[self.source.span(value)] = span
            else:
                self.owners[id(value)] = span
            self._change(name, node, method, expr=value)
        elif method == "insert" and plain and len(positional) == 2:
            span = self._statement(node)
            self.result.standalone[self.source.span(positional[1].value)] = span
            self._change(name, node, "insert", expr=positional[1].value, key=positional[0].value)
        elif method == "update":
            span = self._statement(node)
            self.owners[id(call)] = span
            if len(call.args) == 1 and positional:
                self.owners[id(positional[0].value)] = span
            self._change(name, node, "update", expr=call)
        elif method == "pop" and plain and len(positional) in (1, 2):
            self._change(name, node, "pop", key=positional[0].value)
        elif method not in _READERS:
            self._change(name, node, "opaque")

    def _mutation(self, node: cst.Call) -> None:
        """`value = kw.pop("device")`, a change made where no statement of its own shows it."""
        if id(node) in self.handled or not isinstance(node.func, cst.Attribute):
            return
        name = self._target_name(node.func.value)
        if name is None or node.func.attr.value not in _MUTATORS:
            return
        positional = [arg for arg in node.args if arg.keyword is None and not arg.star]
        if node.func.attr.value == "pop" and len(positional) == len(node.args) in (1, 2):
            self._change(name, node, "pop", key=positional[0].value)
        else:
            self._change(name, node, "opaque")
