"""Uses of a variable's text that are not launches the tool models.

A `[[ $KV == fp8_e5m2 ]]` test, a `case $KV in`, arithmetic, another program's
command (`vllm serve ... --kv-cache-dtype $KV`), a heredoc or here-string body,
a message written to a file or piped: each reads the words of the variables it
expands, and a rewrite of those words changes what it does. Each becomes a
`Reader` of the text those words were written in, so that no edit lands there.

Messages to the terminal (`echo`, `printf`, `logger` without a redirect to a
file or a pipe) only print: they read nothing that matters.
"""

from __future__ import annotations

from collections.abc import Iterable

from tree_sitter import Node

from hisparse_fix.formats.shell.source import Source
from hisparse_fix.formats.shell.state import Kind, State
from hisparse_fix.formats.shell.words import NAME, Piece
from hisparse_fix.sites import Span

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
        if target.type == "special_variable_name" or text.isdigit():
            return _positional(state, text)
        if target.type != "variable_name":
            continue
        if indirect:
            return _indirect(state, text, subscripted=child.type == "subscript", node=node)
        return _variable(state, text)
    return []


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


def _indirect(state: State, name: str, *, subscripted: bool, node: Node) -> list[Piece]:
    """`${!name}` reads the variable `name` holds; `${!A[@]}` reads A's indices (so its
    length) and `${!P*}` names. Where `name`'s value is not known it may read any variable."""
    found = _variable(state, name)
    if subscripted or any(child.type in {"@", "*"} for child in node.children):
        return found
    var = state.lookup(name)
    text = "".join(piece.token.text for piece in var.pieces) if var is not None else ""
    if var is not None and var.kind is Kind.STRING and NAME.fullmatch(text):
        return found + _variable(state, text)
    return found + [piece for other in state.visible() for piece in _variable(state, other)]


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
