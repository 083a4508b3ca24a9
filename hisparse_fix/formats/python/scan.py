"""One pass of libcst over a Python file: what launch sites are made of.

The pass records, with character spans, the calls, list/tuple/dict literals and
string expressions that may hold SGLang options; the names bound in each scope
and the statements that change those objects afterwards (`.append`,
`.insert`, `+=`, `d[k] = v`, `.update`); the points where runs of the file
differ (`if`, `try`, loops, `match`, a function body that may or may not have
run), as a guard on every binding, change and call; and, for edits, the
layout of every bracketed sequence and of every statement that grows a list.
Text that is a message or an expected failure (`print`, `raise`, `assert`,
`with pytest.raises(...)`) is not recorded. It decides nothing about SGLang:
`sites` does.
"""

from __future__ import annotations

from collections.abc import Sequence as Items
from dataclasses import dataclass, field
from typing import Any

import libcst as cst

from hisparse_fix.formats.python.layout import Sequence, Statement
from hisparse_fix.formats.python.source import Source
from hisparse_fix.formats.python.strings import is_string
from hisparse_fix.sites import Span

_QUIET_CALLS = frozenset(
    {
        "print",
        "echo",
        "debug",
        "info",
        "warning",
        "warn",
        "error",
        "exception",
        "critical",
        "log",
        "fail",
        "skipTest",
    }
)
"""Calls whose arguments are messages, like `echo` in shell: never read, never edited."""

_EXPECTS_ERROR = frozenset({"assertRaises", "assertRaisesRegex", "assertRaisesRegexp", "raises"})
"""`self.assertRaises(...)` / `pytest.raises(...)`: what they run is expected to fail."""

_READERS = frozenset({"index", "count", "copy", "get", "keys", "values", "items"})
_MUTATORS = frozenset(
    {"append", "extend", "insert", "update", "pop", "popitem", "remove", "clear", "setdefault"}
    | {"sort", "reverse", "discard", "add", "difference_update", "intersection_update"}
)
"""Methods that change a list, dict or set wherever they are called (not only as a statement)."""

_HARMLESS = frozenset({"len", "isinstance", "id", "bool", "str", "repr", "type", "hash"})
"""Calls that read an object without passing on what it holds."""

Guard = tuple[tuple[int, int], ...]
"""The (choice, arm) pairs that must hold for a statement to run, outermost first."""


@dataclass(frozen=True)
class Choice:
    """A point where runs of the file differ; each arm says in words which way it went."""

    arms: tuple[str, ...]
    line: int


@dataclass(eq=False)
class Scope:
    """A module, function or class body: the names bound in it, in order."""

    kind: str
    parent: Scope | None
    name: str = ""
    line: int = 0
    bases: tuple[tuple[str, ...], ...] = ()
    """A class's bases as dotted names."""
    self_name: str | None = None
    """A method's first parameter (`self`, `cls`)."""
    methods: dict[str, Scope] = field(default_factory=dict)
    calls_super: bool = False
    bindings: dict[str, list[Binding]] = field(default_factory=dict)
    changes: dict[str, list[Change]] = field(default_factory=dict)
    """Statements that change the object a name of this scope is bound to, in order."""
    environ: list[tuple[int, str, cst.BaseExpression | None, Guard]] = field(default_factory=list)
    """`os.environ["NAME"] = value`, `.update(...)`, `monkeypatch.setenv(...)`: (end, name,
    value, guard); the value is None where the variable is removed (`del`, `.pop`, `delenv`)."""


@dataclass(eq=False)
class Binding:
    """`name = value`; `self.x = value` in a method is bound as `.x`."""

    name: str
    start: int
    end: int
    value: cst.BaseExpression | None
    """None for a binding the tool cannot read (a parameter, a loop variable)."""
    scope: Scope
    guard: Guard = ()
    quiet: bool = False
    referenced: bool = False


@dataclass(frozen=True, eq=False)
class Change:
    """A statement that changes a bound object.

    `kind` is `append`, `extend` (`.extend(xs)`, `+= xs`), `insert`
    (`key` is the index), `setitem` (`obj[key] = expr`), `update` (`expr`
    is the `.update(...)` call), `merge` (`|= expr`), `pop` (`.pop(key)`, `del obj[key]`)
    or `opaque`.
    """

    start: int
    end: int
    kind: str
    scope: Scope
    span: Span
    guard: Guard = ()
    expr: cst.BaseExpression | None = None
    key: cst.BaseExpression | None = None


@dataclass(frozen=True, eq=False)
class Located:
    """A node, the scope it appears in, where, and the guard it runs under."""

    node: cst.CSTNode
    scope: Scope
    at: int
    guard: Guard = ()


@dataclass(frozen=True, eq=False)
class Load:
    """A name (or `self.x`) read somewhere other than where the tool follows it for sure.

    `node` is the name; `context` the expression that reads it (for a note);
    `call` the call it is passed to whole, when it is (the call decides
    whether that hands the object on); otherwise the read derives another
    value from it (a slice, a comprehension, `sorted(...)`), unless the
    resolver follows `node` after all.
    """

    name: str
    node: cst.CSTNode
    context: cst.CSTNode
    scope: Scope
    at: int
    call: cst.Call | None = None


@dataclass
class Scan:
    source: Source
    module_scope: Scope
    scopes: list[Scope] = field(default_factory=list)
    choices: list[Choice] = field(default_factory=list)
    calls: list[Located] = field(default_factory=list)
    lists: list[Located] = field(default_factory=list)
    dicts: list[Located] = field(default_factory=list)
    strings: list[Located] = field(default_factory=list)
    points: list[Located] = field(default_factory=list)
    """Each line of simple statements, for what runs at an offset (a notebook's `!` line)."""
    sequences: dict[Span, tuple[Sequence, int]] = field(default_factory=dict)
    statements: dict[Span, Statement] = field(default_factory=dict)
    standalone: dict[Span, Span] = field(default_factory=dict)
    """An item that is all a statement adds (`xs.append(arg)`, `d[k] = v`) -> the statement."""
    imported: dict[str, str] = field(default_factory=dict)
    """A name bound by an import -> what it stands for (`sp` -> `subprocess`)."""
    modules: set[str] = field(default_factory=set)
    """Top-level packages the file imports."""
    classes: dict[str, Scope] = field(default_factory=dict)
    arguments: dict[int, cst.Call] = field(default_factory=dict)
    """id of an argument's value -> the call it is passed to."""
    loads: list[Load] = field(default_factory=list)
    """Reads of names that may derive other values from what they hold."""


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


def _environ_key(node: cst.BaseExpression) -> cst.BaseExpression | None:
    """`KEY` of `os.environ[KEY]`."""
    if not isinstance(node, cst.Subscript) or dotted(node.value) != ["os", "environ"]:
        return None
    if len(node.slice) != 1 or not isinstance(node.slice[0].slice, cst.Index):
        return None
    return node.slice[0].slice.value


def _is_main_check(test: cst.BaseExpression) -> bool:
    """`if __name__ == "__main__":` runs whenever the file runs as a launcher."""
    return (
        isinstance(test, cst.Comparison)
        and dotted(test.left) == ["__name__"]
        and len(test.comparisons) == 1
        and isinstance(test.comparisons[0].operator, cst.Equal)
    )


def _case_values(node: cst.BaseExpression, count: int) -> list[cst.BaseExpression] | None:
    """The values one parametrize case gives its parameters (`pytest.param(...)` unwrapped)."""
    if isinstance(node, cst.Call) and dotted(node.func)[-1:] == ["param"]:
        values = [arg.value for arg in node.args if arg.keyword is None and not arg.star]
    elif count == 1:
        values = [node]
    elif isinstance(node, (cst.Tuple, cst.List)):
        values = [element.value for element in node.elements]
    else:
        return None
    return values if len(values) == count else None


def _is_static(node: cst.FunctionDef) -> bool:
    return any(dotted(decorator.decorator) == ["staticmethod"] for decorator in node.decorators)


class _Visitor(cst.CSTVisitor):
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

    def on_visit(self, node: cst.CSTNode) -> bool:
        self.stack.append(node)
        arm = self.arms.get(id(node))
        if arm is not None:
            self.guard.append(arm)
        if id(node) in self.quiet_nodes:
            self.quiet += 1
        return super().on_visit(node)

    def on_leave(self, original_node: cst.CSTNode) -> None:
        super().on_leave(original_node)
        if id(original_node) in self.quiet_nodes:
            self.quiet -= 1
        if id(original_node) in self.arms:
            self.guard.pop()
        self.stack.pop()

    # scopes

    @property
    def scope(self) -> Scope:
        return self.scopes[-1]

    def _line(self, node: cst.CSTNode) -> int:
        return self.source.line(self.source.span(node).start)

    def _choice(self, arms: tuple[str, ...], line: int) -> int:
        self.result.choices.append(Choice(arms, line))
        return len(self.result.choices) - 1

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

    def visit_FunctionDef(self, node: cst.FunctionDef) -> None:
        span = self.source.span(node)
        self._bind(node.name.value, span.start, span.start, None)
        line, name = self._line(node), node.name.value
        choice = self._choice(
            (f"`{name}` on line {line} has run", f"`{name}` on line {line} has not run"), line
        )
        self.arms[id(node.body)] = (choice, 0)
        params = node.params
        positional = [*params.posonly_params, *params.params]
        self_name = None
        if self.scope.kind == "class" and positional and not _is_static(node):
            self_name = positional[0].name.value
        scope = Scope("function", self.scope, name, line, self_name=self_name)
        if self.scope.kind == "class":
            self.scope.methods[name] = scope
        self._enter(scope)
        for param in (*positional, *params.kwonly_params):
            self._bind(param.name.value, span.start, span.start, None)
        for star in (params.star_arg, params.star_kwarg):
            if isinstance(star, cst.Param):
                self._bind(star.name.value, span.start, span.start, None)
        for decorator in node.decorators:
            self._parametrize(decorator, span.start)

    def _parametrize(self, decorator: cst.Decorator, start: int) -> None:
        """`@pytest.mark.parametrize("name", [a, b])`: each case binds the parameter."""
        call = decorator.decorator
        if not isinstance(call, cst.Call) or dotted(call.func)[-1:] != ["parametrize"]:
            return
        if len(call.args) < 2 or not isinstance(call.args[1].value, (cst.List, cst.Tuple)):
            return
        first = call.args[0].value
        names_text = first.evaluated_value if isinstance(first, cst.SimpleString) else None
        if not isinstance(names_text, str):
            return
        names = [name.strip() for name in names_text.split(",") if name.strip()]
        cases = [_case_values(element.value, len(names)) for element in call.args[1].value.elements]
        if not cases:
            return
        line = self._line(decorator)
        arms = tuple(
            f"parametrize case {index} on line {line} runs" for index in range(1, len(cases) + 1)
        )
        choice = self._choice(arms, line)
        for index, values in enumerate(cases):
            for name, value in zip(names, values or [None] * len(names), strict=True):
                binding = Binding(name, start, start, value, self.scope, ((choice, index),))
                self.scope.bindings.setdefault(name, []).append(binding)

    def leave_FunctionDef(self, original_node: cst.FunctionDef) -> None:
        self.scopes.pop()

    def visit_ClassDef(self, node: cst.ClassDef) -> None:
        span = self.source.span(node)
        self._bind(node.name.value, span.start, span.start, None)
        bases = tuple(tuple(dotted(arg.value)) for arg in node.bases if arg.keyword is None)
        scope = Scope("class", self.scope, node.name.value, self._line(node), bases)
        self.result.classes[node.name.value] = scope
        self._enter(scope)

    def leave_ClassDef(self, original_node: cst.ClassDef) -> None:
        self.scopes.pop()

    # where runs differ

    def visit_If(self, node: cst.If) -> None:
        if _is_main_check(node.test):
            return
        line = self._line(node)
        word = "elif" if id(node) in self.elifs else "if"
        choice = self._choice(
            (f"the {word} on line {line} runs", f"the {word} on line {line} does not run"), line
        )
        self.arms[id(node.body)] = (choice, 0)
        if node.orelse is not None:
            self.arms[id(node.orelse)] = (choice, 1)
            if isinstance(node.orelse, cst.If):
                self.elifs.add(id(node.orelse))

    def visit_Try(self, node: cst.Try) -> None:
        self._try(node, node.body, node.handlers, node.orelse)

    def visit_TryStar(self, node: cst.TryStar) -> None:
        self._try(node, node.body, node.handlers, node.orelse)

    def _try(
        self, node: cst.CSTNode, body: cst.CSTNode, handlers: Items[cst.CSTNode], orelse: Any
    ) -> None:
        if not handlers:
            return
        line = self._line(node)
        arms = [f"the try on line {line} completes"]
        arms.extend(f"the except on line {self._line(handler)} runs" for handler in handlers)
        choice = self._choice(tuple(arms), line)
        self.arms[id(body)] = (choice, 0)
        if orelse is not None:
            self.arms[id(orelse)] = (choice, 0)
        for index, handler in enumerate(handlers, start=1):
            self.arms[id(handler)] = (choice, index)

    def visit_For(self, node: cst.For) -> None:
        self.targets.add(id(node.target))
        self._bind_target(node.target, self.source.span(node).start, None)
        literal = isinstance(node.iter, (cst.List, cst.Tuple)) and node.iter.elements
        if not literal:  # a literal list of items runs the body
            self._loop(node)

    def visit_While(self, node: cst.While) -> None:
        if not (isinstance(node.test, cst.Name) and node.test.value == "True"):
            self._loop(node)

    def _loop(self, node: cst.For | cst.While) -> None:
        line = self._line(node)
        arms = (f"the loop on line {line} runs", f"the loop on line {line} does not run")
        self.arms[id(node.body)] = (self._choice(arms, line), 0)

    def visit_Match(self, node: cst.Match) -> None:
        line = self._line(node)
        arms = [f"the case on line {self._line(case)} runs" for case in node.cases]
        last = node.cases[-1] if node.cases else None
        catch_all = (
            last is not None
            and isinstance(last.pattern, cst.MatchAs)
            and last.pattern.pattern is None
            and last.guard is None
        )
        if not catch_all:
            arms.append(f"no case of the match on line {line} runs")
        choice = self._choice(tuple(arms), line)
        for index, case in enumerate(node.cases):
            self.arms[id(case)] = (choice, index)

    # text that is not a launch

    def visit_With(self, node: cst.With) -> None:
        for item in node.items:
            call = item.item
            names = dotted(call.func) if isinstance(call, cst.Call) else []
            if names and names[-1] in _EXPECTS_ERROR:
                self.quiet_nodes.add(id(node.body))
            if item.asname is not None:
                self.targets.add(id(item.asname.name))
                self._bind_target(item.asname.name, self.source.span(item).end, None)

    def visit_Raise(self, node: cst.Raise) -> None:
        if node.exc is not None:
            self.quiet_nodes.add(id(node.exc))
        if node.cause is not None:
            self.quiet_nodes.add(id(node.cause))

    def visit_Assert(self, node: cst.Assert) -> None:
        if node.msg is not None:
            self.quiet_nodes.add(id(node.msg))

    # blocks and lines, for removing whole statements

    def visit_IndentedBlock(self, node: cst.IndentedBlock) -> None:
        size = sum(
            len(item.body) if isinstance(item, cst.SimpleStatementLine) else 1 for item in node.body
        )
        self.blocks.append((id(node), size))

    def leave_IndentedBlock(self, original_node: cst.IndentedBlock) -> None:
        self.blocks.pop()

    def visit_SimpleStatementSuite(self, node: cst.SimpleStatementSuite) -> None:
        self.result.points.append(self._located(node))
        self.blocks.append((id(node), len(node.body)))
        self._record_line(node.body)

    def leave_SimpleStatementSuite(self, original_node: cst.SimpleStatementSuite) -> None:
        self.blocks.pop()

    def visit_SimpleStatementLine(self, node: cst.SimpleStatementLine) -> None:
        self.result.points.append(self._located(node))
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

    # bindings and the statements that change them

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
            self._change(dotted(target)[0], target, "opaque")  # `args.device = "cpu"`
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
        key = _environ_key(target)
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
        key = _environ_key(target)
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

    def _environ(
        self, node: cst.CSTNode, key: cst.BaseExpression, value: cst.BaseExpression | None
    ) -> None:
        """An environment variable set (or removed, `value` None) for what runs after `node`."""
        name = key.evaluated_value if isinstance(key, cst.SimpleString) else None
        if isinstance(name, str):
            end = self.source.span(node).end
            self.scope.environ.append((end, name, value, tuple(self.guard)))

    def _environ_call(self, node: cst.Call, names: list[str]) -> None:
        """`os.environ.update/pop/setdefault(...)`, `monkeypatch.setenv/delenv(...)`."""
        method = names[-1] if names else ""
        positional = [arg.value for arg in node.args if arg.keyword is None and not arg.star]
        if names[:-1] == ["os", "environ"] and method == "update":
            for arg in node.args:
                if arg.keyword is not None:
                    self._environ(node, cst.SimpleString(repr(arg.keyword.value)), arg.value)
                elif isinstance(arg.value, cst.Dict):
                    for element in arg.value.elements:
                        if isinstance(element, cst.DictElement):
                            self._environ(node, element.key, element.value)
        elif names[:-1] == ["os", "environ"] and method == "setdefault" and len(positional) == 2:
            self._environ(node, positional[0], positional[1])
        elif names[:-1] == ["os", "environ"] and method == "pop" and positional:
            self._environ(node, positional[0], None)
        elif method == "setenv" and len(names) == 2 and len(positional) >= 2:
            self._environ(node, positional[0], positional[1])
        elif method == "delenv" and len(names) == 2 and positional:
            self._environ(node, positional[0], None)

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

    # reads that may derive other values

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

    # what sites are made of

    def visit_Call(self, node: cst.Call) -> None:
        names = dotted(node.func)
        if names == ["super"] and self.scope.kind == "function":
            self.scope.calls_super = True
        if names and (
            names[-1] in _QUIET_CALLS
            or names[-1] in _EXPECTS_ERROR
            or names[-2:] in (["stderr", "write"], ["stdout", "write"])
        ):
            self.quiet_nodes.update(id(arg) for arg in node.args)
        if isinstance(node.func, cst.Attribute) and node.func.attr.value == "format":
            self.skipped.add(id(node.func.value))
        self._environ_call(node, names)
        self._mutation(node)
        self._sequence(node, node.args)
        if self.quiet:
            return
        for arg in node.args:
            self.result.arguments[id(arg.value)] = node
        self.result.calls.append(self._located(node))
        if names == ["dict"]:
            self.result.dicts.append(self._located(node))

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

    def _located(self, node: cst.CSTNode) -> Located:
        return Located(node, self.scope, self.source.span(node).start, tuple(self.guard))

    def visit_BinaryOperation(self, node: cst.BinaryOperation) -> None:
        if isinstance(node.operator, cst.Modulo):
            self.skipped.add(id(node.left))

    def visit_List(self, node: cst.List) -> None:
        self._sequence(node, node.elements)
        if not self.quiet:
            self.result.lists.append(self._located(node))

    def visit_Tuple(self, node: cst.Tuple) -> None:
        self._sequence(node, node.elements, is_tuple=True, bare=not node.lpar)
        if not self.quiet:
            self.result.lists.append(self._located(node))

    def visit_Set(self, node: cst.Set) -> None:
        self._sequence(node, node.elements)

    def visit_Dict(self, node: cst.Dict) -> None:
        self._sequence(node, node.elements)
        if not self.quiet:
            self.result.dicts.append(self._located(node))

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
        if id(node) not in self.skipped and not self.quiet:
            self.result.strings.append(self._located(node))
