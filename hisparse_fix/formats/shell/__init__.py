"""Shell launch scripts, read with tree-sitter-bash.

The script is followed along every path it can take (`interpret`): each
SGLang launch (`python3 -m sglang.launch_server ...`, `sglang serve`, through
`env`, `sudo`, `docker run`, a wrapper function's `"$@"`...) is a site per
distinct run, its arrays and string variables expanded as that run has
them. An array holding `--enable-hisparse` none of whose words a launch
reads is an open fragment. Only the words after the entry point are SGLang's options.
Every other use of a launch's text the walk meets (a test, another program's
command, a heredoc body, a message written to a file) is a `Reader` of it
(see `readers`), attached to the sites that read the same text.
"""

from __future__ import annotations

import re

from tree_sitter import Node

from hisparse_fix.formats.shell.edits import apply
from hisparse_fix.formats.shell.interpret import Interpreter
from hisparse_fix.formats.shell.launches import launch_sites
from hisparse_fix.formats.shell.readers import SCRIPT_RUNNERS
from hisparse_fix.formats.shell.source import Source, nodes_of, parse
from hisparse_fix.formats.shell.statements import Reached
from hisparse_fix.sglang.argv import unread_launch
from hisparse_fix.sglang.entry_points import IN_TEXT
from hisparse_fix.sglang.platform_words import amd_tools, platform_named
from hisparse_fix.vocabulary.limits import WorkLimitExceeded
from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.scope import mentions_hisparse
from hisparse_fix.vocabulary.sites import LaunchSite, Note, Reader, Span
from hisparse_fix.vocabulary.span_index import SpanIndex


def _run_by_no_run(source: Source, root: Node, item: Reached, interpreter: Interpreter) -> Reached:
    """A fragment the script runs only from commands no run reaches (`"${CMD[@]}"` after
    an `exit` every run takes, in a branch no run takes): it is never launched, so it
    is reported, not edited."""
    expands = re.compile(r'^"?\$\{' + re.escape(item.array) + r"\[[@*]\]\}")
    runners = [
        command
        for command in nodes_of(root, "command")
        if (word := command.child_by_field_name("name")) is not None
        and expands.match(source.slice(word))
    ]
    visited = interpreter.visited
    if not runners or any(source.span(command).start in visited for command in runners):
        return item
    line = source.line(runners[0])
    why = f"no run of the script reaches the command that runs it (line {line})"
    return replace(item, partial=True, notes=(*item.notes, Note(item.span, why)))


def find_sites(text: str) -> list[LaunchSite]:
    """Every SGLang launch in a shell script, one site per distinct run, in source order."""
    source = Source(text)
    interpreter = Interpreter(source)
    root = parse(source)
    try:
        interpreter.run(root)
    except WorkLimitExceeded as exceeded:
        interpreter = Interpreter(source)
        interpreter.as_written(root, _too_much_work(exceeded.args[0]))
    sites = launch_sites(source, interpreter.launches, fragment=False)
    unused = [
        item
        for item in interpreter.fragments
        if not any(piece.origin in interpreter.used for piece in item.pieces)
    ]
    unused = [_run_by_no_run(source, root, item, interpreter) for item in unused]
    sites += launch_sites(source, unused, fragment=True)
    readers = _Readers(tuple(dict.fromkeys(interpreter.readers)))
    sites = [replace(site, readers=readers.of(site)) for site in sites]
    sites += [site for span in source.unparsed if (site := _unparsed_launch(source, span))]
    sites += _unread_heredocs(source, root, sites, interpreter.ran_heredocs)
    script = _script_words(source.text)
    sites = [
        replace(site, platform_words=(*_words_before(source.text, site.span), *script))
        for site in sites
    ]
    return sorted(sites, key=lambda site: site.span)


def _too_much_work(steps: int) -> str:
    return (
        f"the script's runs take more than {steps:,} steps to follow (a statement counts "
        "once for each run that reaches it): the tool reads this launch as written and "
        "edits nothing in the script"
    )


def _unread_heredocs(
    source: Source, root: Node, sites: list[LaunchSite], ran: set[Span]
) -> list[LaunchSite]:
    """A heredoc that holds HiSparse settings but is read as no launch: written to a file
    (`cat > serve.yaml <<EOF`, a `--config` a launch reads later) or given to another
    program (`python3 - <<EOF`). Reported, never edited; a heredoc only shown on the
    terminal (`cat <<EOF` usage text) is passed over."""
    found = []
    for node in nodes_of(root, "heredoc_body"):
        if node.parent is None:
            continue
        span = source.span(node)
        text = source.text[span.start : span.end]
        if not mentions_hisparse(text) or any(
            span.start <= site.span.start < span.end for site in sites
        ):
            continue
        if any(body.start < span.end and span.start < body.end for body in ran):
            continue  # a job file this script runs: read as its script
        statement = node.parent.parent
        if (
            statement is None
            or _only_shown(source, statement)
            or _read_into_a_variable(source, statement)
            or _fed_to_shell(source, statement)
        ):
            continue
        line = source.text.count("\n", 0, span.start) + 1
        why = (
            f"the heredoc on line {line} holds HiSparse settings that no launch the tool "
            "reads takes (written to a file or given to another program): check them by hand"
        )
        found.append(unread_launch(text, span, why))
    return found


def _only_shown(source: Source, statement: Node) -> bool:
    """`cat <<EOF` (or `echo`) with no redirect to a file and no pipe: printed, not used."""
    if statement.type != "redirected_statement" or any(
        child.type == "file_redirect" for child in statement.children
    ):
        return False
    if statement.parent is not None and statement.parent.type == "pipeline":
        return False
    if _piped_on(statement):
        return False  # `cat <<EOF | tee serve.yaml`: written on
    command = statement.child_by_field_name("body")
    name = command.child_by_field_name("name") if command is not None else None
    return name is not None and source.slice(name) in {"cat", "echo", "printf"}


def _read_into_a_variable(source: Source, statement: Node) -> bool:
    """`read -r -d '' USAGE <<'EOF'`: the text becomes a variable's value, which a
    launch that expands it reads as a value the tool cannot read, and says so there;
    only printed, it is a message. A variable the script runs as a script (`eval
    "$CMD"`, `bash -c "$CMD"`) is no message: that heredoc is still reported."""
    if statement.type != "redirected_statement" or any(
        child.type == "file_redirect" for child in statement.children
    ):
        return False
    command = statement.child_by_field_name("body")
    if command is None or _program(source, command) != "read":
        return False
    words = [source.slice(child) for child in command.named_children[1:]]
    targets = [word for word in words if _VARIABLE.fullmatch(word)]
    return not any(_run_as_script(source.text, target) for target in targets)


_VARIABLE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def _run_as_script(text: str, name: str) -> bool:
    """Whether the script runs the variable's value as a script or a command."""
    value = rf"""["']?\$\{{?{re.escape(name)}\b"""
    return (
        re.search(rf"(?:\beval|\b(?:ba|z|da|k)?sh\s+-\w*c)\s+{value}", text) is not None
        or re.search(rf"(?m)^\s*{value}", text) is not None
    )


def _fed_to_shell(source: Source, statement: Node) -> bool:
    """A heredoc a shell or job runner reads as a script (`bash -s <<EOF`, `cat <<EOF |
    bash`): its launches are read, or reported, as a script's (see `scripts`). Piped
    through a program that changes it first (`envsubst <<EOF | bash`), the runner reads
    another text: the heredoc is reported here."""
    body = statement.child_by_field_name("body")
    if _program(source, body) in SCRIPT_RUNNERS:
        return True
    piped = list(_piped_on(statement))
    if statement.parent is not None and statement.parent.type == "pipeline":
        piped += list(statement.parent.named_children)
    runs = any(_program(source, command) in SCRIPT_RUNNERS for command in piped)
    return runs and _program(source, body) == "cat"


def _program(source: Source, command: Node | None) -> str:
    """The program a command runs, without its folder ("" for a loop, a subshell)."""
    if command is None or command.type != "command":
        return ""
    name = command.child_by_field_name("name")
    return "" if name is None else source.slice(name).rsplit("/", 1)[-1]


def _piped_on(statement: Node) -> list[Node]:
    """The commands a heredoc's statement pipes into when written on the heredoc's
    first line (`cat <<EOF | tee x`): tree-sitter-bash keeps that pipeline inside the
    heredoc's redirect, not around the statement."""
    found: list[Node] = []
    stack = [
        child
        for redirect in statement.children
        if redirect.type == "heredoc_redirect"
        for child in reversed(redirect.named_children)
    ]
    while stack:
        child = stack.pop()
        if child.type == "pipeline":  # `| sed s/x/y/ | bash` nests one in another
            stack += reversed(child.named_children)
        elif child.type in {"command", "redirected_statement"}:
            found.append(child)
    return found


def _words_before(text: str, span: Span) -> tuple[str, ...]:
    """The words of the launch's command before SGLang's own (`docker run --device
    /dev/kfd IMAGE`), and for a launch in a script string those of the command that
    runs it (`docker run ... IMAGE bash -lc "..."`): they may name the platform it is
    built for."""
    command = text[span.start : span.end]
    found = IN_TEXT.search(command)
    own = tuple(command[: found.start()].split()) if found else ()
    return (*_runner_words(text, span.start), *own)


def _runner_words(text: str, start: int) -> tuple[str, ...]:
    """The words of the statement before `start` when `start` is inside a string that
    statement passes on (an odd count of a quote character before it): its runner's."""
    line_start = text.rfind("\n", 0, start) + 1
    while line_start > 1 and text[line_start - 2] == "\\":
        line_start = text.rfind("\n", 0, line_start - 1) + 1
    before = text[line_start:start]
    if before.count('"') % 2 == 0 and before.count("'") % 2 == 0:
        return ()
    return tuple(word.strip("\"'") for word in before.split())


def _script_words(text: str) -> tuple[str, ...]:
    """Words of the whole script that may name the machine it is written for: its
    header comment when it names one platform (`# MI355X x8 recipe`) and the GPU tools
    it runs (`amd-smi`)."""
    header: list[str] = []
    for line in text.splitlines()[:40]:
        stripped = line.strip()
        if stripped.startswith("#!") or not stripped:
            continue
        if not stripped.startswith("#"):
            break
        header.append(stripped.lstrip("#"))
    named = platform_named(" ".join(header))  # one naming two platforms names neither
    # A header names ROCm for a recipe (`# MI355X x8`); one naming XPU or an NPU
    # describes as often as it targets ("XPU runs HiSparse from 0.5.21"): not a sign.
    words = [named[1]] if named is not None and named[0] == "rocm" else []
    return (*words, *amd_tools(text))


def _unparsed_launch(source: Source, span: Span) -> LaunchSite | None:
    """A statement the tool could not parse that visibly launches SGLang with HiSparse:
    reported, never edited."""
    text = source.text[span.start : span.end]
    if not IN_TEXT.search(text) or not mentions_hisparse(text):
        return None
    line = source.text.count("\n", 0, span.start) + 1
    why = (
        f"the statement on line {line} launches SGLang but is not parsed by the tool "
        "(tree-sitter-bash cannot read it; bash can): its options are not checked"
    )
    return unread_launch(text, span, why)


class _Readers:
    """The script's readers, found by the text they read."""

    def __init__(self, readers: tuple[Reader, ...]) -> None:
        self.readers = readers
        self.index = SpanIndex([reader.span for reader in readers])

    def of(self, site: LaunchSite) -> tuple[Reader, ...]:
        """The readers of text this site reads: the only ones that can block its edits."""
        reads = [span for option in site.options for span in (option.span, *option.parts)]
        found = {index for span in reads for index in self.index.overlapping(span)}
        return tuple(self.readers[index] for index in sorted(found))


__all__ = ["apply", "find_sites"]
