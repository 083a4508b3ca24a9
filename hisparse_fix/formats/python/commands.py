"""Python strings that hold a shell launch command, found without reading them as shell.

A string (or implicit concatenation) whose value holds `hisparse` and runs an
SGLang module (`-m sglang.launch_server`) or `sglang serve` is a command; the
shell adapter (which loads tree-sitter) is only brought in once one is found.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import libcst as cst

from hisparse_fix.formats.python.literals import Decoded
from hisparse_fix.formats.python.scan_records import Located, Scan, dotted
from hisparse_fix.formats.python.split_command import SPLIT_CALLS
from hisparse_fix.formats.python.strings import decode, with_percent_fields, with_template_fields
from hisparse_fix.sglang.entry_points import IN_TEXT
from hisparse_fix.vocabulary.scope import may_hold_launch


@dataclass(frozen=True)
class Command:
    """A command string: where it is, its shell view, and whether SGLang splits it on
    whitespace (`launch_server_cmd`) instead of handing it to a shell."""

    located: Located
    decoded: Decoded
    split: bool


_FORMATS = re.compile(r"\.format(?:_map)?\(")
"""A file that fills templates with `str.format`: its strings' `{fields}` may be filled."""


def command_strings(scan: Scan) -> list[Command]:
    text = scan.source.text
    found = []
    for located in scan.strings:
        node = located.node
        assert isinstance(node, cst.BaseExpression)
        span = scan.source.span(node)
        if not may_hold_launch(text[span.start : span.end]):
            continue
        decoded = decode(node, text, scan.source.span, shell_view=True)
        if decoded is not None and _FORMATS.search(text):
            decoded = with_template_fields(decoded)
        if decoded is not None and id(node) in scan.percent_formatted:
            decoded = with_percent_fields(decoded)
        if decoded is None or not may_hold_launch(decoded.text) or not IN_TEXT.search(decoded.text):
            continue
        call = scan.arguments.get(id(node))
        split = call is not None and dotted(call.func)[-1:] in ([name] for name in SPLIT_CALLS)
        split = split or _split_in_python(scan, node, call)
        found.append(Command(located, decoded, split))
    return found


def _split_in_python(scan: Scan, node: cst.BaseExpression, call: cst.Call | None) -> bool:
    """`shlex.split(CMD)` (the string, or a name bound to it): split into words by Python,
    where a newline is a blank, not the end of a command as for a shell."""
    if call is not None:
        return dotted(call.func)[-2:] == ["shlex", "split"]
    from hisparse_fix.formats.python.string_readers import bound_name, calls_handed

    binding = bound_name(scan, node)
    return binding is not None and any(
        dotted(used.func)[-2:] == ["shlex", "split"] for used, _ in calls_handed(scan, binding.name)
    )
