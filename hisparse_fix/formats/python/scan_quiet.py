"""Text that is a message or an expected failure, not a launch.

The arguments of `print`, logging calls, `sys.stderr.write`, `raise`, an
`assert`'s message, the `help=` / `epilog=` / `description=` / `usage=` of
a call (argparse's prose) and what runs under `with pytest.raises(...)`,
`self.assertRaises(...)` or a `try:` whose `else:` (or last statement)
fails the test are quiet: nothing in them is recorded as a site, as `echo`
is never read in shell. A function called there, and a test marked
`@unittest.expectedFailure` / `@pytest.mark.xfail` or that asserts a nonzero
exit status (`assert proc.returncode != 0`, `self.assertNotEqual(rc, 0)`),
is expected to fail: `Scope.fails` says why, and its launches only read
their text (see `sites`). Names read in a message are kept (`Scan.shown`):
a command string bound to one is prose.
"""

from __future__ import annotations

from collections.abc import Sequence

import libcst as cst

from hisparse_fix.formats.python.scan_bindings import BindingWalk
from hisparse_fix.formats.python.scan_records import dotted

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
        "pprint",
    }
)
"""Calls whose arguments are messages, like `echo` in shell: never read, never edited."""

_DISPLAY_MODULES = frozenset({"st", "streamlit", "gr", "gradio"})
"""App frameworks whose calls show text on a page (`st.code(cmd)`, `st.markdown(...)`)."""
_DISPLAY_CALLS = frozenset({"display", "Markdown", "Code", "HTML"})
"""IPython's display calls: what they are given is shown in a notebook."""


def shows_text(names: list[str]) -> bool:
    """Whether a call (by its dotted name) shows its arguments to a person: a message,
    a log line, a page or notebook display."""
    return bool(names) and (
        names[-1] in _QUIET_CALLS
        or names[-2:] in (["stderr", "write"], ["stdout", "write"])
        or (len(names) > 1 and names[0] in _DISPLAY_MODULES)
        or names[-1] in _DISPLAY_CALLS
    )


_EXPECTS_ERROR = frozenset({"assertRaises", "assertRaisesRegex", "assertRaisesRegexp", "raises"})
"""`self.assertRaises(...)` / `pytest.raises(...)`: what they run is expected to fail."""

PROSE_KEYWORDS = frozenset({"help", "epilog", "description", "usage"})
"""Keyword arguments that are prose for a person (argparse's), never run."""

_FAILS = frozenset({"fail", "skipTest", "exit"})
"""Calls that end a test as failed (`self.fail`, `pytest.fail`) when reached."""

_EXIT_STATUS = frozenset({"returncode", "rc", "exit_code", "exitcode", "status", "ret"})
"""Names of a launch's exit status, in an assertion that it is not zero."""

_XFAIL = frozenset({"expectedFailure", "xfail"})


def expected_failure(decorators: Sequence[cst.Decorator], line: int) -> str | None:
    """`@unittest.expectedFailure`, `@pytest.mark.xfail(...)`: the test is expected to fail."""
    for decorator in decorators:
        node = decorator.decorator
        names = dotted(node.func if isinstance(node, cst.Call) else node)
        if names and names[-1] in _XFAIL:
            return f"the `@{'.'.join(names)}` on line {line}"
    return None


def _exit_status(node: cst.BaseExpression) -> bool:
    """`proc.returncode`, `rc`, `proc.wait()`, `result.exit_code`."""
    if isinstance(node, cst.Call):
        return dotted(node.func)[-1:] in (["wait"], ["poll"], ["call"])
    if isinstance(node, cst.Attribute):
        return node.attr.value in _EXIT_STATUS
    return isinstance(node, cst.Name) and node.value in _EXIT_STATUS


def _zero(node: cst.BaseExpression) -> bool:
    return isinstance(node, cst.Integer) and node.value == "0"


def nonzero_status_test(test: cst.BaseExpression) -> bool:
    """`proc.returncode != 0`, `rc > 0`, `0 != rc`, `proc.returncode` alone: the launch
    is expected to fail."""
    return _exit_status(test) or _status_compared(test, (cst.NotEqual, cst.GreaterThan, cst.IsNot))


def _status_compared(test: cst.BaseExpression, operators: tuple[type, ...]) -> bool:
    """`STATUS <operator> 0` (or `0 <operator> STATUS`, read the other way round) with
    one of `operators`, STATUS a launch's exit status."""
    if not isinstance(test, cst.Comparison) or len(test.comparisons) != 1:
        return False
    target = test.comparisons[0]
    left, right, operator = test.left, target.comparator, target.operator
    if _zero(left):
        left, right = right, left
        flipped = {cst.GreaterThan: cst.LessThan, cst.LessThan: cst.GreaterThan}
        operator = flipped.get(type(operator), type(operator))()
    return _exit_status(left) and _zero(right) and isinstance(operator, operators)


def _zero_status_test(test: cst.BaseExpression) -> bool:
    """`proc.returncode == 0`, `0 == rc`, `not proc.returncode`: the launch succeeded."""
    if isinstance(test, cst.UnaryOperation) and isinstance(test.operator, cst.Not):
        return _exit_status(test.expression)
    return _status_compared(test, (cst.Equal, cst.Is))


def _missing_error_test(test: cst.BaseExpression) -> bool:
    """`"does not support" not in proc.stderr`: SGLang's refusal is not in what it printed."""
    return _stream_searched(test, cst.NotIn)


def _called_function(node: cst.BaseExpression) -> str | None:
    """`build_cmd(1)` or `build_cmd(1)[-4:]`, `self.build()`: the function called."""
    while isinstance(node, cst.Subscript):
        node = node.value
    if not isinstance(node, cst.Call):
        return None
    if isinstance(node.func, cst.Name):
        return node.func.value
    if isinstance(node.func, cst.Attribute) and isinstance(node.func.value, cst.Name):
        return node.func.attr.value
    return None


def error_output_test(test: cst.BaseExpression) -> bool:
    """`"HiSparse requires" in proc.stderr` (alone or in an `or`): a test that looks for
    an error message in what the launch printed expects it to fail."""
    if isinstance(test, cst.BooleanOperation):
        return error_output_test(test.left) or error_output_test(test.right)
    return _stream_searched(test, cst.In)


def _stream_searched(test: cst.BaseExpression, operator: type) -> bool:
    """`TEXT <operator> proc.stderr`: the launch's error output searched with `in` or
    `not in`."""
    if not isinstance(test, cst.Comparison) or len(test.comparisons) != 1:
        return False
    target = test.comparisons[0]
    return isinstance(target.operator, operator) and _error_stream(target.comparator)


def _error_stream(node: cst.BaseExpression) -> bool:
    """`proc.stderr`, `result.stderr.decode()`, `err` from `out, err = proc.communicate()`."""
    while isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute):
        node = node.func.value
    if isinstance(node, cst.Attribute):
        return node.attr.value == "stderr"
    return isinstance(node, cst.Name) and node.value in {"stderr", "err", "errors"}


def _nonzero_status_call(names: list[str], call: cst.Call) -> bool:
    """`self.assertNotEqual(rc, 0)`, `self.assertGreater(proc.returncode, 0)`,
    `self.assertTrue(rc != 0)`."""
    values = [arg.value for arg in call.args if arg.keyword is None and not arg.star]
    if names[-1:] in (["assertNotEqual"], ["assertGreater"]) and len(values) >= 2:
        first, second = values[0], values[1]
        if names[-1] == "assertGreater":
            return _exit_status(first) and _zero(second)
        return (_exit_status(first) and _zero(second)) or (_zero(first) and _exit_status(second))
    if names[-1:] == ["assertTrue"] and values:
        return nonzero_status_test(values[0])
    return False


def _ends_in_failure(body: cst.BaseSuite) -> bool:
    """A block whose last statement fails the test: `raise`, `self.fail(...)`,
    `pytest.fail(...)`, `assert False`."""
    statements = body.body
    last = statements[-1] if statements else None
    if isinstance(last, cst.SimpleStatementLine):
        last = last.body[-1] if last.body else None
    if isinstance(last, cst.Raise):
        return True
    if isinstance(last, cst.Assert):
        return isinstance(last.test, cst.Name) and last.test.value == "False"
    if isinstance(last, cst.Expr) and isinstance(last.value, cst.Call):
        return dotted(last.value.func)[-1:] in ([name] for name in _FAILS)
    return False


_LITERALS = (cst.List, cst.Tuple, cst.Set, cst.Dict, cst.SimpleString, cst.ConcatenatedString)


_COMPARES = frozenset(
    {
        "assertEqual", "assertEquals", "assertNotEqual", "assertListEqual", "assertTupleEqual",
        "assertSequenceEqual", "assertDictEqual", "assertCountEqual", "assertIn", "assertNotIn",
    }
)  # fmt: skip
"""unittest's comparisons: a literal given to one is what the test expects."""


def _expected_value(node: cst.BaseExpression) -> bool:
    """A literal a test compares with: what it expects, not a launch."""
    return isinstance(node, _LITERALS)


def _results_read(test: cst.CSTNode) -> set[str]:
    """The names whose exit status or output a test reads: `proc` of `proc.returncode`,
    `proc.stderr`, `proc.wait()`."""
    found: set[str] = set()

    class _Reads(cst.CSTVisitor):
        def visit_Attribute(self, node: cst.Attribute) -> None:
            if isinstance(node.value, cst.Name) and (
                node.attr.value in _EXIT_STATUS
                or node.attr.value in {"stderr", "stdout"}
                or node.attr.value in {"wait", "poll"}
            ):
                found.add(node.value.value)

    test.visit(_Reads())
    return found


class QuietWalk(BindingWalk):
    """Marks the nodes whose text is a message or an expected failure."""

    def visit_With(self, node: cst.With) -> None:
        for item in node.items:
            call = item.item
            names = dotted(call.func) if isinstance(call, cst.Call) else []
            if names and names[-1] in _EXPECTS_ERROR:
                self.quiet_nodes.add(id(node.body))
                self.failing[id(node.body)] = f"the `{names[-1]}` on line {self._line(node)}"
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
        if isinstance(node.test, cst.Comparison):  # `assert build() == ["--enable-hisparse"]`
            operands = [node.test.left, *(target.comparator for target in node.test.comparisons)]
            self.quiet_nodes.update(id(item) for item in operands if _expected_value(item))
            for item in operands:
                called = _called_function(item)
                if called is not None:
                    what = f"the `assert` on line {self._line(node)}, which compares what "
                    self.result.compared_calls.setdefault(called, what + f"`{called}` returns")
        if nonzero_status_test(node.test) or error_output_test(node.test):
            self._expects_failure(f"the `assert` on line {self._line(node)}", node.test)

    def visit_Try_body(self, node: cst.Try) -> None:
        """`try: launch() ... else: raise AssertionError`: the launch is expected to fail."""
        if not node.handlers:
            return
        fails = _ends_in_failure(node.body) or (
            node.orelse is not None and _ends_in_failure(node.orelse.body)
        )
        if fails:
            self.quiet_nodes.add(id(node.body))
            self.failing[id(node.body)] = f"the `try` on line {self._line(node)}"

    def _failing_if(self, node: cst.If) -> None:
        """`if proc.returncode == 0: sys.exit("regression: SGLang accepted it")`, or `if
        "..." not in proc.stderr: fail(...)`: the script fails when the launch starts, so
        it expects SGLang to refuse it."""
        if _ends_in_failure(node.body) and (
            _zero_status_test(node.test) or _missing_error_test(node.test)
        ):
            self._expects_failure(f"the `if` on line {self._line(node)}", node.test)

    def _expects_failure(self, what: str, test: cst.CSTNode) -> None:
        """The function being read asserts that a launch fails: what its launches read
        is a negative test's. At the top level (a script, a notebook's cells), only the
        launches whose result the test reads are (`proc` of `proc.returncode`)."""
        if self.scope.kind == "function" and self.scope.fails is None:
            self.scope.fails = what
        elif self.scope.kind == "module":
            for name in _results_read(test):
                self.result.failing_names.setdefault(name, what)

    def _quiet_call(self, node: cst.Call, names: list[str]) -> None:
        """A message or a call that expects a failure: its arguments are quiet."""
        if names and (len(names) == 1 or names[0] == self.scope.self_name):
            if self.failing_now:
                self.result.failing_calls.setdefault(names[-1], self.failing_now[-1])
            elif not self.quiet:
                self.result.called.add(names[-1])
        if names and _nonzero_status_call(names, node):
            self._expects_failure(f"the `{names[-1]}` on line {self._line(node)}", node)
        self.quiet_nodes.update(
            id(arg.value)
            for arg in node.args
            if arg.keyword is not None and arg.keyword.value in PROSE_KEYWORDS
        )
        if names and names[-1] in _COMPARES:  # `self.assertEqual(build(), [...])`
            self.quiet_nodes.update(
                id(arg.value) for arg in node.args if _expected_value(arg.value)
            )
        if names and names[-1] in _EXPECTS_ERROR:
            what = f"the `{names[-1]}` on line {self._line(node)}"
            for arg in node.args:
                called = dotted(arg.value)
                if called and (len(called) == 1 or called[0] == self.scope.self_name):
                    self.result.failing_calls.setdefault(called[-1], what)
        if names and (shows_text(names) or names[-1] in _EXPECTS_ERROR):
            self.quiet_nodes.update(id(arg) for arg in node.args)
