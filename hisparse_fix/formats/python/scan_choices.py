"""Scopes, and the points where runs of a file differ.

Function and class bodies open scopes; a function body, `if`/`elif`/`else`,
`try`/`except`, a loop, a `match` and each `@pytest.mark.parametrize` case
are choices whose arms guard what runs under them. `if __name__ ==
"__main__":`, `while True:` and a loop over a literal list are not choices:
they run whenever the file runs as a launcher.
"""

from __future__ import annotations

from collections.abc import Sequence as Items
from typing import Any

import libcst as cst

from hisparse_fix.formats.python.platforms import arms as platform_arms
from hisparse_fix.formats.python.platforms import branch, skip_condition, skipped_unless
from hisparse_fix.formats.python.scan_bindings import BindingWalk
from hisparse_fix.formats.python.scan_quiet import expected_failure
from hisparse_fix.formats.python.scan_records import Binding, Scope, dotted
from hisparse_fix.vocabulary.sites import PlatformBranch


def _is_main_check(test: cst.BaseExpression) -> bool:
    """`if __name__ == "__main__":` runs whenever the file runs as a launcher."""
    return (
        isinstance(test, cst.Comparison)
        and dotted(test.left) == ["__name__"]
        and len(test.comparisons) == 1
        and isinstance(test.comparisons[0].operator, cst.Equal)
    )


def _constant(test: cst.BaseExpression) -> bool | None:
    """What an `if` test always is: False for `if False:`, `if 0:`, `if None:` (a recipe
    switched off by hand), True for `if True:`, `if 1:`; None when it can go either way."""
    if isinstance(test, cst.Name) and test.value in ("True", "False", "None"):
        return test.value == "True"
    if isinstance(test, cst.Integer):
        return int(test.value, 0) != 0
    return None


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


_EXIT_CALLS = frozenset({"skipTest", "skip", "exit", "_exit"})
"""`self.skipTest(...)`, `pytest.skip(...)`, `sys.exit(...)`: what follows does not run."""


def _exits(body: cst.BaseSuite) -> bool:
    """Whether a block always leaves what holds it (`return`, `raise`, a skip)."""
    statements = body.body
    if not statements:
        return False
    last = statements[-1]
    if isinstance(last, cst.SimpleStatementLine | cst.SimpleStatementSuite):
        small = last.body[-1] if last.body else None
    elif isinstance(last, cst.BaseSmallStatement):
        small = last
    else:
        return False
    if isinstance(small, (cst.Return, cst.Raise, cst.Continue, cst.Break)):
        return True
    if isinstance(small, cst.Expr) and isinstance(small.value, cst.Call):
        return dotted(small.value.func)[-1:] != [] and dotted(small.value.func)[-1] in _EXIT_CALLS
    return False


def _pytestmarks(statement: cst.BaseStatement | cst.BaseCompoundStatement) -> list[cst.Call]:
    """`pytestmark = pytest.mark.skipif(...)` (or a list of marks) at the top of a
    module: they apply to every test."""
    if not isinstance(statement, cst.SimpleStatementLine):
        return []
    marks: list[cst.Call] = []
    for small in statement.body:
        if not isinstance(small, cst.Assign) or [
            dotted(target.target) for target in small.targets
        ] != [["pytestmark"]]:
            continue
        value = small.value
        items = value.elements if isinstance(value, (cst.List, cst.Tuple)) else ()
        found = [value] if isinstance(value, cst.Call) else [item.value for item in items]
        marks.extend(mark for mark in found if isinstance(mark, cst.Call))
    return marks


def _is_static(node: cst.FunctionDef) -> bool:
    return any(dotted(decorator.decorator) == ["staticmethod"] for decorator in node.decorators)


class ChoiceWalk(BindingWalk):
    """Opens a scope per function and class body, and a choice per point where runs differ."""

    def visit_Module(self, node: cst.Module) -> None:
        for statement in node.body:
            for mark in _pytestmarks(statement):
                condition = skip_condition(mark)
                what = f"the `pytestmark` on line {self._line(statement)}"
                self.skips[0] = (*self.skips[0], *branch(condition, what))

    def visit_FunctionDef(self, node: cst.FunctionDef) -> None:
        span = self.source.span(node)
        self._bind(node.name.value, span.start, span.start, None)
        line, name = self._line(node), node.name.value
        choice = self._choice(
            (f"`{name}` on line {line} has run", f"`{name}` on line {line} has not run"),
            line,
            ((*self.skips[-1], *self._skipped_unless(node)), ()),
        )
        self.arms[id(node.body)] = (choice, 0)
        params = node.params
        positional = [*params.posonly_params, *params.params]
        self_name = None
        if self.scope.kind == "class" and positional and not _is_static(node):
            self_name = positional[0].name.value
        scope = Scope("function", self.scope, name, line, self_name=self_name)
        scope.fails = expected_failure(node.decorators, line)
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

    def _skipped_unless(self, node: cst.FunctionDef | cst.ClassDef) -> tuple[PlatformBranch, ...]:
        """`@unittest.skipIf(not is_hip(), ...)` and the like: the platform the test runs on."""
        found: list[PlatformBranch] = []
        for decorator in node.decorators:
            what = f"the `@{self._shown(decorator.decorator)}` on line {self._line(decorator)}"
            found.extend(branch(skipped_unless(decorator), what))
        return tuple(found)

    def leave_FunctionDef(self, original_node: cst.FunctionDef) -> None:
        self.scopes.pop()

    def visit_ClassDef(self, node: cst.ClassDef) -> None:
        span = self.source.span(node)
        self._bind(node.name.value, span.start, span.start, None)
        bases = tuple(tuple(dotted(arg.value)) for arg in node.bases if arg.keyword is None)
        scope = Scope("class", self.scope, node.name.value, self._line(node), bases)
        scope.fails = expected_failure(node.decorators, scope.line)
        self.result.classes[node.name.value] = scope
        self._enter(scope)
        self.skips.append((*self.skips[-1], *self._skipped_unless(node)))

    def leave_ClassDef(self, original_node: cst.ClassDef) -> None:
        self.scopes.pop()
        self.skips.pop()

    # where runs differ

    def visit_If(self, node: cst.If) -> None:
        if _is_main_check(node.test):
            return
        line = self._line(node)
        word = "elif" if id(node) in self.elifs else "if"
        constant = _constant(node.test)
        if constant is not None:
            words = f"the {word} on line {line} always goes one way"
            self._constant_if(node, constant, words, line)
            return
        true, false = platform_arms(node.test)
        shown = self._shown(node.test)
        platforms = (
            branch(true, f"the `{shown}` branch on line {line}"),
            branch(false, f"the else of the `{shown}` test on line {line}"),
        )
        choice = self._choice(
            (f"the {word} on line {line} runs", f"the {word} on line {line} does not run"),
            line,
            platforms,
        )
        self.arms[id(node.body)] = (choice, 0)
        if node.orelse is not None:
            self.arms[id(node.orelse)] = (choice, 1)
            if isinstance(node.orelse, cst.If):
                self.elifs.add(id(node.orelse))
        elif platforms[1] and _exits(node.body):
            self._rest_under(node, (choice, 1))

    def _constant_if(self, node: cst.If, always: bool, words: str, line: int) -> None:
        """`if False:` (a recipe switched off by hand), `if True:`: a choice with one arm,
        which every run takes; the block that never runs is under the arm none takes, so
        what it changes never counts, and nothing in it is read as a launch."""
        choice = self._choice((words,), line)
        runs, never = (node.body, node.orelse) if always else (node.orelse, node.body)
        if runs is not None:
            self.arms[id(runs)] = (choice, 0)
        if never is not None:
            self.arms[id(never)] = (choice, 1)
            self.quiet_nodes.add(id(never))
        if isinstance(node.orelse, cst.If):
            self.elifs.add(id(node.orelse))

    def _rest_under(self, node: cst.CSTNode, arm: tuple[int, int]) -> None:
        """`if not is_hip(): return`: what follows in the block runs only in the other arm."""
        block = self.stack[-2] if len(self.stack) > 1 else None
        body = getattr(block, "body", None)
        if not isinstance(body, (list, tuple)) or node not in body:
            return
        for statement in body[body.index(node) + 1 :]:
            self.arms.setdefault(id(statement), arm)

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
