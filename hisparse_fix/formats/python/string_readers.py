"""Command strings read by something other than a launch: an `assert` that compares
them (a test's expected text), or a file they are written to.

`EXPECTED = "python3 -m sglang.launch_server ... fp8_e5m2"` compared with
`assert render() == EXPECTED` is what a test expects some code to produce:
rewriting it breaks the test, and the code that renders the command is where a
fix belongs. A string only compared is read as no launch at all; one also
used elsewhere keeps its findings, and the comparison blocks its edits.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

import libcst as cst

from hisparse_fix.formats.python.scan_records import Binding, Load, Scan
from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.sites import LaunchSite, Note, Reader, Span, read_only


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
    return any(True for _ in calls_handed(scan, binding.name))


def calls_handed(
    scan: Scan, name: str, *, within: bool = False
) -> Iterator[tuple[cst.Call, cst.Arg]]:
    """Each call, with the argument, that is handed the name whole (`os.system(cmd)`), or
    with `within` in an expression (`write(cmd + "\\n")`)."""
    for use in scan.calls:
        call = use.node
        assert isinstance(call, cst.Call)
        for arg in call.args:
            whole = isinstance(arg.value, cst.Name) and arg.value.value == name
            if whole or (within and any(_names(arg.value, name))):
                yield call, arg


def descendants(node: cst.CSTNode) -> Iterator[cst.CSTNode]:
    """`node` and every node below it, in source order (as `libcst.matchers.findall`
    walks them; the matchers module alone costs more to import than libcst)."""
    stack = [node]
    while stack:
        current = stack.pop()
        yield current
        stack.extend(reversed(current.children))


def _names(node: cst.CSTNode, name: str) -> Iterator[cst.Name]:
    """The uses of `name` in the expression `node`."""
    for found in descendants(node):
        if isinstance(found, cst.Name) and found.value == name:
            yield found


_FILE_WRITERS = frozenset({"write", "write_text", "writelines"})
"""Calls that write a string to a file (`Path("serve.sh").write_text(cmd)`)."""


def written(scan: Scan, node: cst.CSTNode, sites: Sequence[LaunchSite]) -> list[LaunchSite]:
    """`sites` of a string handed to a file writer: whoever runs the file is not
    followed, so they are reported (the note names the writer), never edited."""
    call = scan.arguments.get(id(node))
    if call is None or _called_name(call) not in _FILE_WRITERS:
        call = _writer_of_name(scan, node)
    if call is None:
        return list(sites)
    note = written_note(scan, call)
    return [replace(site, partial=True, notes=(*site.notes, note)) for site in sites]


def derived(scan: Scan, node: cst.CSTNode, sites: Sequence[LaunchSite]) -> list[LaunchSite]:
    """`sites` of a string a method derives another from (`CMD.replace("fp8_e5m2",
    "fp8_e4m3")`, `.format(...)`): what runs is the derived text, which the tool does not
    work out, so the string is reported as it stands, never edited."""
    why = _derived_by(scan, node)
    if why is None:
        return list(sites)
    return [
        replace(site, partial=True, notes=(*site.notes, Note(site.span, why))) for site in sites
    ]


def _derived_by(scan: Scan, node: cst.CSTNode) -> str | None:
    """Why the text that runs is not the string as written, if it is not."""
    call = scan.arguments.get(id(node))
    if call is not None and _split_without_comments(call):
        return _WITHOUT_COMMENTS
    binding = bound_name(scan, node)
    if binding is None or binding.name.startswith("."):
        return None
    name = re.escape(binding.name)
    text = scan.source.text
    if re.search(rf"shlex\s*\.\s*split\(\s*{name}\s*,\s*(?:comments\s*=\s*)?True", text):
        return _WITHOUT_COMMENTS
    found = re.search(rf"\b{name}\s*\.\s*({_DERIVING})\s*\(", text)
    if found is None:
        return None
    line = scan.source.line(found.start())
    return (
        f"`{binding.name}.{found.group(1)}(...)` on line {line} derives another text from it, "
        "which the tool does not work out"
    )


_WITHOUT_COMMENTS = (
    "`shlex.split(..., comments=True)` drops the text after each `#`, which the tool does "
    "not follow"
)


def _split_without_comments(call: cst.Call) -> bool:
    """`shlex.split(text, comments=True)` (or a true second argument)."""
    if _called_name(call) != "split" or len(call.args) < 2:
        return False
    second = call.args[1]
    named = second.keyword is not None and second.keyword.value == "comments"
    true = isinstance(second.value, cst.Name) and second.value.value == "True"
    return (named or second.keyword is None) and true


_DERIVING = "replace|translate|removeprefix|removesuffix|expandtabs"
"""`str` methods that return another text (`.format` only fills a template's fields,
which are read as unknown values; `strip`, `split` and the case changes are read
elsewhere or change no option)."""


def _writer_of_name(scan: Scan, node: cst.CSTNode) -> cst.Call | None:
    """A file writer handed the name the string is bound to (`cmd = "..."`, then
    `Path("run.sh").write_text(cmd)`)."""
    binding = bound_name(scan, node)
    if binding is None:
        return None
    handed = calls_handed(scan, binding.name, within=True)
    return next((call for call, _ in handed if _called_name(call) in _FILE_WRITERS), None)


def written_note(scan: Scan, call: cst.Call) -> Note:
    """The note on what a file writer (`json.dump`, `write_text`) is handed: whoever reads
    the file is not followed."""
    span = scan.source.span(call)
    line = scan.source.line(span.start)
    func = scan.source.span(call.func)
    shown = scan.source.text[func.start : func.end]
    message = f"written to a file by `{shown}(...)` on line {line}, which the tool does not follow"
    return Note(span, message)


def _called_name(call: cst.Call) -> str:
    """The last name of what is called, also on a call's result (`Path(p).write_text`)."""
    func = call.func
    if isinstance(func, cst.Attribute):
        return func.attr.value
    return func.value if isinstance(func, cst.Name) else ""


def compared_returns(scan: Scan, sites: Sequence[LaunchSite]) -> list[LaunchSite]:
    """`sites` with the options written in a function whose result an `assert` compares
    (`assert build_cmd(1)[-4:] == [..., "fp8_e5m2", ...]`) read by that assert too:
    rewriting them breaks the test, so they are reported, never edited."""
    if not scan.compared_calls:
        return list(sites)
    bodies = [
        (scan.source.span(node), scan.compared_calls[node.name.value])
        for node in descendants(scan.source.module)
        if isinstance(node, cst.FunctionDef) and node.name.value in scan.compared_calls
    ]
    result = []
    for site in sites:
        readers = tuple(
            Reader(span, what)
            for option in site.options
            for span in (option.span, *option.parts)
            for body, what in bodies
            if body.start <= span.start and span.end <= body.end
        )
        result.append(replace(site, readers=(*site.readers, *readers)) if readers else site)
    return result
