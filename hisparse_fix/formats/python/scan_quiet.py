"""Text that is a message or an expected failure, not a launch.

The arguments of `print`, logging calls, `sys.stderr.write`, `raise`, an
`assert`'s message and what runs under `with pytest.raises(...)` or
`self.assertRaises(...)` are quiet: nothing in them is recorded as a site, as
`echo` is never read in shell.
"""

from __future__ import annotations

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
    }
)
"""Calls whose arguments are messages, like `echo` in shell: never read, never edited."""

_EXPECTS_ERROR = frozenset({"assertRaises", "assertRaisesRegex", "assertRaisesRegexp", "raises"})
"""`self.assertRaises(...)` / `pytest.raises(...)`: what they run is expected to fail."""


class QuietWalk(BindingWalk):
    """Marks the nodes whose text is a message or an expected failure."""

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

    def _quiet_call(self, node: cst.Call, names: list[str]) -> None:
        """A message or a call that expects a failure: its arguments are quiet."""
        if names and (
            names[-1] in _QUIET_CALLS
            or names[-1] in _EXPECTS_ERROR
            or names[-2:] in (["stderr", "write"], ["stdout", "write"])
        ):
            self.quiet_nodes.update(id(arg) for arg in node.args)
