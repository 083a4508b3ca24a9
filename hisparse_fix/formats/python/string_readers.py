"""Command strings that an `assert` compares: a test's expected text, not (only) a launch.

`EXPECTED = "python3 -m sglang.launch_server ... fp8_e5m2"` compared with
`assert render() == EXPECTED` is what a test expects some code to produce:
rewriting it breaks the test, and the code that renders the command is where a
fix belongs. A string only compared is read as no launch at all; one also
used elsewhere keeps its findings, and the comparison blocks its edits.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import libcst as cst

from hisparse_fix.formats.python.scan_records import Binding, Load, Scan
from hisparse_fix.sites import LaunchSite, Reader, Span, read_only


def bound_name(scan: Scan, node: cst.CSTNode) -> Binding | None:
    """The binding whose value is `node` (`EXPECTED = "..."`), if any."""
    for scope in scan.scopes:
        for named in scope.bindings.values():
            for binding in named:
                if binding.value is node:
                    return binding
    return None


def compared(
    scan: Scan, node: cst.CSTNode, span: Span, sites: Sequence[LaunchSite]
) -> list[LaunchSite]:
    """`sites` of the string `node` at `span`, as the `assert`s that compare it allow."""
    binding = bound_name(scan, node)
    if binding is None:
        return list(sites)
    loads = [load for load in scan.loads if load.name == binding.name]
    comparisons = [load for load in loads if load.compared]
    if not comparisons:
        return list(sites)
    what = _what(scan, comparisons[0])
    if len(comparisons) == len(loads) and not _passed_elsewhere(scan, binding):
        return [read_only(site, what) for site in sites]
    reader = Reader(span, what)
    return [replace(site, readers=(*site.readers, reader)) for site in sites]


def _what(scan: Scan, load: Load) -> str:
    return f"the `assert` on line {scan.source.line(load.at)}"


def _passed_elsewhere(scan: Scan, binding: Binding) -> bool:
    """Whether the name is handed whole to a call (`os.system(CMD)`), which `loads` does
    not always record (a launch call's argument is followed, not loaded)."""
    for use in scan.calls:
        call = use.node
        assert isinstance(call, cst.Call)
        if any(_names(arg.value, binding.name) for arg in call.args):
            return True
    return False


def _names(value: cst.BaseExpression, name: str) -> bool:
    return isinstance(value, cst.Name) and value.value == name
