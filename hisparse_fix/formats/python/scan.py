"""One pass of libcst over a Python file: what launch sites are made of.

The pass records, with character spans, the calls, list/tuple/dict literals and
string expressions that may hold SGLang options; the names bound in each scope
and how lists are grown afterwards (`.append`, `.extend`, `+=`); and, for
edits, the layout of every bracketed sequence and of every statement that
grows a list. It decides nothing about SGLang: `sites` does.
"""

from __future__ import annotations

from collections.abc import Sequence as Items
from dataclasses import dataclass, field
from typing import Any

import libcst as cst

from hisparse_fix.formats.python.source import Source
from hisparse_fix.formats.python.strings import is_string
from hisparse_fix.sites import Span

_QUIET_CALLS = frozenset(
    {"print", "echo", "debug", "info", "warning", "warn", "error", "exception", "critical", "log"}
)
"""Calls whose string arguments are messages, like `echo` in shell: never edited."""

_GROWERS = frozenset({"append", "extend"})


@dataclass(eq=False)
class Scope:
    """A module, function or class body: the names bound in it, in order."""

    kind: str
    parent: Scope | None
    bindings: dict[str, list[Binding]] = field(default_factory=dict)
    environ: list[tuple[int, str, cst.BaseExpression]] = field(default_factory=list)
    """`os.environ["NAME"] = value` statements: (end, name, value)."""


@dataclass(eq=False)
class Binding:
    """`name = value` and what later statements of the file do to that object."""

    name: str
    end: int
    value: cst.BaseExpression | None
    """None for a binding the tool cannot read (a parameter, a loop variable)."""
    scope: Scope
    changes: list[Change] = field(default_factory=list)
    referenced: bool = False


@dataclass(frozen=True, eq=False)
class Change:
    """A statement that changes a bound object: `.append(x)`, `.extend(xs)`, `+= xs`,
    `obj[key] = value`, or anything else (`opaque`)."""

    end: int
    kind: str
    expr: cst.BaseExpression | None = None
    key: cst.BaseExpression | None = None


@dataclass(frozen=True)
class Sequence:
    """A bracketed run of items (list, tuple, call arguments, dict) as laid out."""

    elements: tuple[Span, ...]
    commas: tuple[Span | None, ...]
    is_tuple: bool = False
    """A tuple: one item left needs its comma."""
    bare: bool = False
    """A tuple without parentheses: emptied, it must become `()`."""
    owner: Span | None = None
    """The statement (`xs += [...]`, `xs.extend([...])`) to drop when every item goes."""


@dataclass(frozen=True)
class Statement:
    """A small statement that grows a list, for removing it whole."""

    span: Span
    semicolon: Span | None
    previous_semicolon: Span | None
    line: int
    line_size: int
    """Small statements on its line (`a; b` is two)."""
    block: int
    block_size: int | None
    """Small statements in the enclosing block; None where an empty block is fine."""


@dataclass(frozen=True, eq=False)
class Located:
    """A node, the scope it appears in and where, for resolving names."""

    node: cst.CSTNode
    scope: Scope
    at: int


@dataclass
class Scan:
    source: Source
    module_scope: Scope
    scopes: list[Scope] = field(default_factory=list)
    calls: list[Located] = field(default_factory=list)
    lists: list[Located] = field(default_factory=list)
    dicts: list[Located] = field(default_factory=list)
    strings: list[cst.BaseExpression] = field(default_factory=list)
    sequences: dict[Span, tuple[Sequence, int]] = field(default_factory=dict)
    statements: dict[Span, Statement] = field(default_factory=dict)
    appended: dict[Span, Span] = field(default_factory=dict)
    """The argument of `xs.append(arg)` -> the statement's span."""
    subprocess_names: set[str] = field(default_factory=set)


def scan(text: str) -> Scan:
    source = Source(text)
    visitor = _Visitor(source)
    source.module.visit(visitor)
    return visitor.result


def dotted(node: cst.BaseExpression) -> list[str]:
    """`sgl.Engine` -> ["sgl", "Engine"]; [] for anything but names and attributes."""
    if isinstance(node, cst.Name):
        return [node.value]
    if isinstance(node, cst.Attribute):
        base = dotted(node.value)
        return [*base, node.attr.value] if base else []
    return []


def _environ_key(node: cst.BaseExpression) -> cst.BaseExpression | None:
    """`KEY` of `os.environ[KEY]`."""
    if not isinstance(node, cst.Subscript) or dotted(node.value) != ["os", "environ"]:
        return None
    if len(node.slice) != 1 or not isinstance(node.slice[0].slice, cst.Index):
        return None
    return node.slice[0].slice.value


class _Visitor(cst.CSTVisitor):
    """Collects a `Scan`; scopes and blocks are tracked on stacks as it walks."""

    def __init__(self, source: Source) -> None:
        super().__init__()
        self.source = source
        module = Scope("module", None)
        self.result = Scan(source, module, [module])
        self.scopes = [module]
        self.blocks: list[tuple[int, int | None]] = [(0, None)]
        self.lines: dict[int, tuple[Span | None, Span | None, int, int]] = {}
        self.owners: dict[int, Span] = {}
        self.skipped: set[int] = set()

    # scopes

    @property
    def scope(self) -> Scope:
        return self.scopes[-1]

    def _bind(self, name: str, end: int, value: cst.BaseExpression | None) -> None:
        binding = Binding(name, end, value, self.scope)
        self.scope.bindings.setdefault(name, []).append(binding)

    def _change(self, name: str, change: Change) -> None:
        scope: Scope | None = self.scope
        while scope is not None:
            bindings = [b for b in scope.bindings.get(name, []) if b.end <= change.end]
            if bindings:
                bindings[-1].changes.append(change)
                return
            scope = scope.parent

    def _enter(self, kind: str) -> None:
        scope = Scope(kind, self.scope)
        self.scopes.append(scope)
        self.result.scopes.append(scope)

    def visit_FunctionDef(self, node: cst.FunctionDef) -> None:
        self._bind(node.name.value, self.source.span(node).start, None)
        self._enter("function")
        start = self.source.span(node).start
        params = node.params
        for param in (*params.posonly_params, *params.params, *params.kwonly_params):
            self._bind(param.name.value, start, None)
        for star in (params.star_arg, params.star_kwarg):
            if isinstance(star, cst.Param):
                self._bind(star.name.value, start, None)

    def leave_FunctionDef(self, original_node: cst.FunctionDef) -> None:
        self.scopes.pop()

    def visit_ClassDef(self, node: cst.ClassDef) -> None:
        self._bind(node.name.value, self.source.span(node).start, None)
        self._enter("class")

    def leave_ClassDef(self, original_node: cst.ClassDef) -> None:
        self.scopes.pop()

    # blocks and lines, for removing whole statements

    def visit_IndentedBlock(self, node: cst.IndentedBlock) -> None:
        size = sum(
            len(item.body) if isinstance(item, cst.SimpleStatementLine) else 1 for item in node.body
        )
        self.blocks.append((id(node), size))

    def leave_IndentedBlock(self, original_node: cst.IndentedBlock) -> None:
        self.blocks.pop()

    def visit_SimpleStatementSuite(self, node: cst.SimpleStatementSuite) -> None:
        self.blocks.append((id(node), len(node.body)))
        self._record_line(node.body)

    def leave_SimpleStatementSuite(self, original_node: cst.SimpleStatementSuite) -> None:
        self.blocks.pop()

    def visit_SimpleStatementLine(self, node: cst.SimpleStatementLine) -> None:
        self._record_line(node.body)

    def _record_line(self, body: Items[cst.BaseSmallStatement]) -> None:
        previous: Span | None = None
        for statement in body:
            semicolon = statement.semicolon
            own = self.source.span(semicolon) if isinstance(semicolon, cst.Semicolon) else None
            self.lines[id(statement)] = (own, previous, id(body), len(body))
            previous = own

    def _statement(self, node: cst.BaseSmallStatement) -> Span:
        span = self.source.span(node)
        semicolon, previous, line, line_size = self.lines.get(id(node), (None, None, id(node), 1))
        block, size = self.blocks[-1]
        self.result.statements[span] = Statement(
            span, semicolon, previous, line, line_size, block, size
        )
        return span

    # bindings and the statements that grow them

    def visit_Assign(self, node: cst.Assign) -> None:
        end = self.source.span(node).end
        for target in node.targets:
            self._bind_target(target.target, end, node.value)

    def _bind_target(
        self, target: cst.BaseExpression, end: int, value: cst.BaseExpression | None
    ) -> None:
        if isinstance(target, cst.Name):
            self._bind(target.value, end, value)
        elif isinstance(target, (cst.Tuple, cst.List)):
            for element in target.elements:
                self._bind_target(element.value, end, None)
        elif isinstance(target, cst.Subscript):
            self._subscript_assign(target, end, value)

    def _subscript_assign(
        self, target: cst.Subscript, end: int, value: cst.BaseExpression | None
    ) -> None:
        key = _environ_key(target)
        if key is not None:
            if isinstance(key, cst.SimpleString) and value is not None:
                self.scope.environ.append((end, str(key.evaluated_value), value))
            return
        names = dotted(target.value)
        if len(names) == 1:
            index = target.slice[0].slice if len(target.slice) == 1 else None
            key_node = index.value if isinstance(index, cst.Index) else None
            self._change(names[0], Change(end, "setitem", value, key_node))

    def visit_AnnAssign(self, node: cst.AnnAssign) -> None:
        if node.value is not None:
            self._bind_target(node.target, self.source.span(node).end, node.value)

    def visit_AugAssign(self, node: cst.AugAssign) -> None:
        if not isinstance(node.target, cst.Name):
            return
        span = self._statement(node)
        if isinstance(node.operator, cst.AddAssign):
            self.owners[id(node.value)] = span
            self._change(node.target.value, Change(span.end, "extend", node.value))
        else:
            self._change(node.target.value, Change(span.end, "opaque"))

    def visit_NamedExpr(self, node: cst.NamedExpr) -> None:
        if isinstance(node.target, cst.Name):
            self._bind(node.target.value, self.source.span(node).end, node.value)

    def visit_For(self, node: cst.For) -> None:
        self._bind_target(node.target, self.source.span(node).start, None)

    def visit_WithItem(self, node: cst.WithItem) -> None:
        if node.asname is not None:
            self._bind_target(node.asname.name, self.source.span(node).end, None)

    def visit_Import(self, node: cst.Import) -> None:
        for alias in node.names:
            name = alias.asname.name if alias.asname else alias.name
            names = dotted(name) if isinstance(name, (cst.Name, cst.Attribute)) else []
            if names:
                self._bind(names[0], self.source.span(node).end, None)

    def visit_ImportFrom(self, node: cst.ImportFrom) -> None:
        if isinstance(node.names, cst.ImportStar):
            return
        module = dotted(node.module) if node.module is not None else []
        for alias in node.names:
            bound = alias.asname.name if alias.asname else alias.name
            if isinstance(bound, cst.Name):
                self._bind(bound.value, self.source.span(node).end, None)
                if module == ["subprocess"] and isinstance(alias.name, cst.Name):
                    self.result.subprocess_names.add(bound.value)

    def visit_Expr(self, node: cst.Expr) -> None:
        if is_string(node.value):
            self.skipped.add(id(node.value))  # a docstring
            return
        call = node.value
        if not isinstance(call, cst.Call) or not isinstance(call.func, cst.Attribute):
            return
        names = dotted(call.func.value)
        if len(names) != 1:
            return
        method = call.func.attr.value
        positional = [arg for arg in call.args if arg.keyword is None and not arg.star]
        if method in _GROWERS and len(call.args) == 1 and len(positional) == 1:
            span = self._statement(node)
            value = positional[0].value
            if method == "append":
                self.result.appended[self.source.span(value)] = span
            else:
                self.owners[id(value)] = span
            self._change(names[0], Change(span.end, method, value))
        elif method not in {"index", "count", "copy", "get", "keys", "values", "items"}:
            self._change(names[0], Change(self.source.span(node).end, "opaque"))

    # what sites are made of

    def visit_Call(self, node: cst.Call) -> None:
        self._sequence(node, node.args)
        self.result.calls.append(Located(node, self.scope, self.source.span(node).start))
        names = dotted(node.func)
        if names == ["dict"]:
            self.result.dicts.append(Located(node, self.scope, self.source.span(node).start))
        if names and names[-1] in _QUIET_CALLS:
            self.skipped.update(id(arg.value) for arg in node.args)
        if isinstance(node.func, cst.Attribute) and node.func.attr.value == "format":
            self.skipped.add(id(node.func.value))
        if names[-2:] == ["environ", "setdefault"] and len(node.args) == 2:
            key = node.args[0].value
            if isinstance(key, cst.SimpleString):
                end = self.source.span(node).end
                self.scope.environ.append((end, str(key.evaluated_value), node.args[1].value))

    def visit_BinaryOperation(self, node: cst.BinaryOperation) -> None:
        if isinstance(node.operator, cst.Modulo):
            self.skipped.add(id(node.left))

    def visit_List(self, node: cst.List) -> None:
        self._sequence(node, node.elements)
        self.result.lists.append(Located(node, self.scope, self.source.span(node).start))

    def visit_Tuple(self, node: cst.Tuple) -> None:
        self._sequence(node, node.elements, is_tuple=True, bare=not node.lpar)
        self.result.lists.append(Located(node, self.scope, self.source.span(node).start))

    def visit_Set(self, node: cst.Set) -> None:
        self._sequence(node, node.elements)

    def visit_Dict(self, node: cst.Dict) -> None:
        self._sequence(node, node.elements)
        self.result.dicts.append(Located(node, self.scope, self.source.span(node).start))

    def _sequence(
        self, node: cst.CSTNode, items: Items[Any], is_tuple: bool = False, bare: bool = False
    ) -> None:
        elements = tuple(self.source.span(item) for item in items)
        commas = tuple(
            self.source.span(item.comma) if isinstance(item.comma, cst.Comma) else None
            for item in items
        )
        sequence = Sequence(elements, commas, is_tuple, bare, self.owners.get(id(node)))
        for index, span in enumerate(elements):
            self.result.sequences.setdefault(span, (sequence, index))

    def visit_SimpleString(self, node: cst.SimpleString) -> None:
        self._string(node)

    def visit_FormattedString(self, node: cst.FormattedString) -> None:
        self._string(node)

    def visit_ConcatenatedString(self, node: cst.ConcatenatedString) -> bool:
        self._string(node)
        return False  # its parts are read as one string

    def _string(self, node: cst.BaseExpression) -> None:
        if id(node) not in self.skipped:
            self.result.strings.append(node)
