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

The pass is one visitor made of one per concern, over the shared state of
`scan_walk`: `scan_choices` (scopes and choices), `scan_bindings` and
`scan_environ` (bindings, changes, environment variables), `scan_quiet`
(messages and expected failures), `scan_reads` (reads that derive values) and
`scan_layout` (layout for edits). This one records the calls, collections and
strings themselves. The records are in `scan_records`.
"""

from __future__ import annotations

import libcst as cst

from hisparse_fix.formats.python.scan_choices import ChoiceWalk
from hisparse_fix.formats.python.scan_quiet import QuietWalk
from hisparse_fix.formats.python.scan_reads import ReadWalk
from hisparse_fix.formats.python.scan_records import Scan, dotted
from hisparse_fix.formats.python.source import Source
from hisparse_fix.formats.python.tree_walk import walk


def scan(text: str) -> Scan:
    source = Source(text)
    visitor = _Visitor(source)
    walk(source.module, visitor)
    result = visitor.result
    for scope in result.scopes:
        called = result.failing_calls.get(scope.name)
        if scope.kind != "function" or scope.fails is not None or called is None:
            continue
        if scope.name in result.called:
            scope.doubted = (
                f"`{scope.name}` is also called under {called}, which expects it to fail"
            )
        else:
            scope.fails = f"{called}, which calls `{scope.name}`"
    return result


class _Visitor(ChoiceWalk, QuietWalk, ReadWalk):
    """Records what sites are made of: calls, lists, tuples, dicts and strings."""

    def visit_Call(self, node: cst.Call) -> None:
        names = dotted(node.func)
        if names == ["super"] and self.scope.kind == "function":
            self.scope.calls_super = True
        self._quiet_call(node, names)
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

    def visit_If(self, node: cst.If) -> bool | None:
        self._failing_if(node)
        return ChoiceWalk.visit_If(self, node)

    def visit_BinaryOperation(self, node: cst.BinaryOperation) -> None:
        if isinstance(node.operator, cst.Modulo):
            self.result.percent_formatted.add(id(node.left))

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
