"""Uses of a variable's text that are not launches the tool models.

A `[[ $KV == fp8_e5m2 ]]` test, a `case $KV in`, arithmetic, another program's
command (`vllm serve ... --kv-cache-dtype $KV`), a heredoc or here-string body,
a message written to a file or piped: each reads the words of the variables it
expands, and a rewrite of those words changes what it does. Each becomes a
`Reader` of the text those words were written in, so that no edit lands there.

Harmless, so not readers: messages to the terminal (`echo`, `printf`, `print`,
`logger`, `wall`, `:`, `true`, `false`; also with `>&2`, `> /dev/null`, or as the
last part of a pipeline that goes to the terminal) only print what they are
given. Readers: the same messages written to a file (`> f`, `>> f`) or piped
into another program (`| tee f`), `printf -v`, `read`/`mapfile` of a here-string,
`[ ]`/`test`, and any command that is neither an SGLang launch, a function the
script defines, nor a builtin the walk follows. A heredoc or here-string given
to a shell or a job runner (`bash -s`, `ssh`, `sbatch`) is a script, read as one
elsewhere, not a body.
"""

from __future__ import annotations

from collections.abc import Iterable

from tree_sitter import Node

from hisparse_fix.formats.shell.source import Source
from hisparse_fix.formats.shell.state import Kind, State, Var
from hisparse_fix.formats.shell.words import NAME, Piece
from hisparse_fix.formats.shell_text.words import SHELLS
from hisparse_fix.vocabulary.sites import Span

SCRIPT_RUNNERS = frozenset({*SHELLS, "ssh", "sbatch", "srun", "salloc", "qsub", "bsub"})
"""A heredoc or here-string given to one of these is a script, not a body."""
_ARITHMETIC = frozenset({"arithmetic_expansion"})
_TERMINAL = frozenset({"/dev/null", "/dev/stderr", "/dev/stdout", "/dev/tty"})
_WRITES = frozenset({">", ">>", "&>", "&>>", ">|"})
_GAP = 16
"""Two offsets of one word further apart than this (or with a line break between)
start a new stretch of text: a word joined from two places reads only those."""


def expanded(source: Source, node: Node, state: State) -> list[Piece]:
    """The words of the file every expansion inside `node` reads in this run:
    variables (`$KV`, `${KV:-x}`, `${#A[@]}`), the call's arguments (`$1`, `"$@"`),
    the target of `${!name}`, and names in arithmetic (`(( N > 1 ))`)."""
    found: list[Piece] = []
    stack = [node]
    while stack:
        current = stack.pop()
        if current.type in {"simple_expansion", "expansion"}:
            found.extend(_expansion(source, current, state))
        elif current.type == "variable_name" and _in_arithmetic(current):
            found.extend(_variable(state, source.slice(current)))
        stack.extend(current.children)
    return found


def _expansion(source: Source, node: Node, state: State) -> list[Piece]:
    children = node.children
    indirect = len(children) > 1 and children[1].type == "!"
    for child in node.named_children:
        target = child.child_by_field_name("name") if child.type == "subscript" else child
        if target is None:
            continue
        text = source.slice(target)
        positional = target.type == "special_variable_name" or text.isdigit()
        if not positional and target.type != "variable_name":
            continue
        found = _positional(state, text) if positional else _variable(state, text)
        if not indirect:
            return found
        if child.type == "subscript" or any(c.type in {"@", "*"} for c in children):
            return found  # `${!A[@]}`: A's indices (so its length); `${!P*}`: names
        var = None if positional else state.lookup(text)
        plain = len(found) == 1 if positional else _plain(var)
        return found + _indirect(state, found if plain else [])
    return []


def _plain(var: Var | None) -> bool:
    """A string whose value is all known."""
    return var is not None and var.kind is Kind.STRING and var.unread is None


def _variable(state: State, name: str) -> list[Piece]:
    var = state.lookup(name)
    if var is None:
        return []
    found = list(var.pieces)
    if var.unread is not None:
        found.extend(var.unread.reads)
    return found


def _positional(state: State, name: str) -> list[Piece]:
    if state.positional is None:
        return []
    if name in {"@", "*"}:
        return list(state.positional)
    if name.isdigit() and 0 < int(name) <= len(state.positional):
        return [state.positional[int(name) - 1]]
    return []


def _indirect(state: State, names: list[Piece]) -> list[Piece]:
    """What `${!name}` reads: the variable `name` holds, or, where that is not known
    (`name` unset, read from input, several words), any variable."""
    text = "".join(piece.token.text for piece in names)
    if NAME.fullmatch(text):  # an empty text is no name
        return _variable(state, text)
    return [piece for other in state.visible() for piece in _variable(state, other)]


def _in_arithmetic(node: Node) -> bool:
    parent = node.parent
    while parent is not None:
        if parent.type in _ARITHMETIC or (
            parent.type == "compound_statement" and parent.children[0].type == "(("
        ):
            return True
        if parent.type in {"command", "program", "subscript"}:
            return False
        parent = parent.parent
    return False


def spans(text: str, pieces: Iterable[Piece]) -> list[Span]:
    """The stretches of the file the words were written in (each word's own, and those
    an expansion it could not resolve reads)."""
    found: dict[Span, None] = {}
    for piece in pieces:
        for read in piece.read_pieces():
            for span in _stretches(text, read.token.offsets):
                found[span] = None
    return list(found)


def _stretches(text: str, offsets: Iterable[int]) -> list[Span]:
    result: list[Span] = []
    start = previous = -1
    for offset in offsets:
        if offset < 0:
            continue
        if previous >= 0 and (
            offset <= previous or offset - previous > _GAP or "\n" in text[previous:offset]
        ):
            result.append(Span(start, previous + 1))
            start = -1
        if start < 0:
            start = offset
        previous = offset
    if start >= 0:
        result.append(Span(start, previous + 1))
    return result


def writes_elsewhere(source: Source, redirects: Iterable[Node]) -> bool:
    """Whether output goes to a file (not the terminal or `/dev/null`)."""
    for redirect in redirects:
        if redirect.type != "file_redirect":
            continue
        operator = next((child for child in redirect.children if not child.is_named), None)
        destination = redirect.child_by_field_name("destination")
        descriptor = next((c for c in redirect.children if c.type == "file_descriptor"), None)
        if operator is None or destination is None:
            continue
        if descriptor is not None and source.slice(descriptor) != "1":
            continue
        target = source.slice(destination).strip("\"'")
        if operator.type in _WRITES and target not in _TERMINAL:
            return True
        if operator.type == ">&" and not target.isdigit() and target != "-":
            return True
    return False
