"""Words as one run expands them: a command's or an array's words, a string's value.

A variable the run knows gives its pieces, each still pointing where it was
written, so an option read through `"${ARGS[@]}"` is edited in the array;
`"$@"` and `$1` give the words of the call being run. Anything else stands as
`DYNAMIC`, with the words of the file it reads (`Unread.reads`), so that
nothing it depends on is edited for another launch.
"""

from __future__ import annotations

import re

from tree_sitter import Node

from hisparse_fix.formats.shell.readers import expanded
from hisparse_fix.formats.shell.source import Source
from hisparse_fix.formats.shell.state import Kind, State, Var
from hisparse_fix.formats.shell.words import (
    BLANKS,
    NAME,
    QUOTED,
    Piece,
    Ref,
    Unread,
    dynamic,
    joined,
    literal,
    reference,
    segments,
    split,
)
from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.sites import DYNAMIC, Span, Token


def expand(source: Source, nodes: list[Node], state: State, origin: Span) -> list[Piece]:
    pieces: list[Piece] = []
    for node in nodes:
        alternative = _alternative(source, node, state, origin)
        if alternative is not None:
            pieces.extend(alternative)
            continue
        defaulted = _defaulted(source, node, state, origin)
        if defaulted is not None:
            value, quoted = defaulted
            pieces.extend([joined(value)] if quoted else _split(value, state, value[0]))
            continue
        ref = reference(source, node)
        if ref is not None:
            pieces.extend(_resolve(source, ref, node, state, origin))
            continue
        token = literal(source, node)
        unread = None
        if token.dynamic:
            reads = [
                read
                for part in segments(source, node)
                if not isinstance(part, Token)
                for read in _reads(_unknown_part(source, part, state, origin))
            ]
            unread = Unread(reads=tuple(reads)) if reads else None
        pieces.append(Piece(token, origin, unread=unread))
    return pieces


def string_value(source: Source, value: Node | None, state: State, origin: Span) -> Var:
    """A string's value, its parts keeping where each was written: `"$OPTS --x"`
    is OPTS's pieces then the new text."""
    if value is None:
        return Var(Kind.STRING, ())
    defaulted = _defaulted(source, value, state, origin)
    if defaulted is not None:
        return Var(Kind.STRING, (joined(defaulted[0]),))
    ref = reference(source, value)
    if ref is not None and ref.name.isdigit() and ref.name != "0":
        words = _positional(ref, state.positional)
        if words is None:
            return Var(Kind.UNKNOWN)
        return Var(Kind.STRING, tuple(words))
    if ref is not None and not ref.array and NAME.fullmatch(ref.name):
        copied = state.lookup(ref.name)
        if copied is None or copied.kind in {Kind.UNKNOWN, Kind.UNSET}:
            return Var(Kind.UNKNOWN, unread=None if copied is None else copied.unread)
        pieces = copied.pieces[:1] if copied.kind is Kind.ARRAY else copied.pieces
        return Var(Kind.STRING, pieces, unread=copied.unread)
    spelled = value.type in QUOTED
    where = source.span(value)
    pieces: list[Piece] = []
    unread: Unread | None = None
    for part in segments(source, value):
        if isinstance(part, Token):
            pieces.append(Piece(part, where, spelled))
            continue
        inner = reference(source, part)
        var = None if inner is None or inner.array else state.lookup(inner.name)
        if var is not None and var.kind is Kind.STRING:
            pieces.extend(var.pieces)
            unread = unread or var.unread
        else:
            pieces.append(_unknown_part(source, part, state, origin))
    if len(pieces) == 1 and pieces[0].token.text == DYNAMIC and pieces[0].unread is None:
        return Var(Kind.UNKNOWN)
    return Var(Kind.STRING, tuple(pieces), unread=unread)


def _unknown_part(source: Source, node: Node, state: State, origin: Span) -> Piece:
    """An expansion the tool does not resolve, with the words of the file it reads."""
    reads = expanded(source, node, state)
    unread = Unread(reads=tuple(reads)) if reads else None
    return Piece(dynamic(source.span(node)), origin, unread=unread)


def _resolve(source: Source, ref: Ref, node: Node, state: State, origin: Span) -> list[Piece]:
    span = source.span(node)
    unknown = [Piece(dynamic(span), origin)]
    if ref.name in {"@", "*"} or ref.name.isdigit():
        values = _positional(ref, state.positional)
    elif NAME.fullmatch(ref.name):
        var = state.lookup(ref.name)
        if var is None or var.kind in {Kind.UNKNOWN, Kind.UNSET}:
            unread = None if var is None else var.unread
            return [Piece(dynamic(span), origin, unread=unread)]
        if var.unread is not None:
            # Known words, and what the change the tool does not follow may add.
            marker = Piece(dynamic(span), origin, unread=var.unread)
            return [*_resolve_known(ref, var, unknown, state), marker]
        return _resolve_known(ref, var, unknown, state)
    else:
        return unknown
    if values is None:
        return unknown
    if ref.quoted:
        return list(values)
    return [word for value in values for word in _split((value,), state, unknown[0])]


def _resolve_known(ref: Ref, var: Var, unknown: list[Piece], state: State) -> list[Piece]:
    values = var.pieces if ref.array and var.kind is Kind.ARRAY else None
    if values is None:
        scalar = var.pieces[:1] if var.kind is Kind.ARRAY else var.pieces
        return [joined(scalar)] if ref.quoted else _split(scalar, state, unknown[0])
    if ref.quoted and ref.joined:
        if len(values) == 1:
            return [joined(values)]
        return [replace(unknown[0], unread=Unread(reads=values))]
    if ref.quoted:
        return list(values)
    return [word for value in values for word in _split((value,), state, unknown[0])]


def _split(value: tuple[Piece, ...], state: State, unknown: Piece) -> list[Piece]:
    """Word splitting of a value as `IFS` has it; with an `IFS` the tool does not
    model (a character that is not a blank, or a value it cannot read), the words
    are not known."""
    blanks = ifs(state)
    if blanks is None:
        why = "split on an `IFS` the tool does not model"
        return [replace(unknown, unread=Unread(why, value))]
    return split(value, blanks)


def ifs(state: State) -> frozenset[str] | None:
    """The characters unquoted expansions split on; None when not known."""
    var = state.lookup("IFS")
    if var is None or var.kind is Kind.UNSET:  # bash splits on blanks with IFS unset
        return BLANKS
    if var.kind is not Kind.STRING or var.unread is not None:
        return None
    text = "".join(piece.token.text for piece in var.pieces)
    return frozenset(text) if set(text) <= BLANKS else None


def _positional(ref: Ref, positional: tuple[Piece, ...] | None) -> tuple[Piece, ...] | None:
    """The call's words for `$@`/`$*`/`$N`; None when not known."""
    if positional is None:
        return None
    if ref.name in {"@", "*"}:
        if ref.joined and ref.quoted and len(positional) > 1:
            return None
        return positional
    index = int(ref.name)
    if index == 0:
        return None
    if index <= len(positional):
        return (positional[index - 1],)
    return ()


def _reads(piece: Piece) -> tuple[Piece, ...]:
    return () if piece.unread is None else piece.unread.reads


_PLAIN_DEFAULT = re.compile(r"[^\s$`'\"\\*?\[\]{}~]+")
"""A default written out plainly as one word: no expansion, quote, escape or pattern."""


def _defaulted(
    source: Source, node: Node, state: State, origin: Span
) -> tuple[tuple[Piece, ...], bool] | None:
    """`${KV:-fp8_e5m2}`, `"${KV-fp8_e5m2}"`, `${1:-nvfp4}` where the run knows whether
    the default is taken (`:-`: the variable is unset or empty; `-`: unset): the default
    word as written, or the variable's known value; and whether the expansion is
    quoted. None when the run does not know, or the default is not one plain word."""
    quoted = node.type == "string"
    if quoted:
        inner = node.named_children
        if len(inner) != 1 or len(source.slice(node)) != len(source.slice(inner[0])) + 2:
            return None
        node = inner[0]
    if node.type != "expansion" or len(node.children) != 5:
        return None
    _, name, operator, word, _ = node.children
    if name.type != "variable_name" or operator.type not in {":-", "-"} or word.type != "word":
        return None
    if _PLAIN_DEFAULT.fullmatch(source.slice(word)) is None:
        return None
    value = known_text(source.slice(name), state)
    if value is None:
        return None
    pieces, text = value
    if pieces is not None and (operator.type == "-" or text):
        return pieces, quoted
    return (Piece(literal(source, word), origin),), quoted


def known_text(name: str, state: State) -> tuple[tuple[Piece, ...] | None, str] | None:
    """A variable's (or a positional parameter's) pieces and text when the run knows
    them fully; (None, "") when it knows the variable is unset; None when unknown."""
    if name.isdigit():
        if name == "0" or state.positional is None:
            return None
        index = int(name)
        if index > len(state.positional):
            return None, ""
        piece = state.positional[index - 1]
        if piece.token.dynamic or piece.unread is not None:
            return None
        return (piece,), piece.token.text
    var = state.lookup(name)
    if var is None or var.unread is not None or var.kind in {Kind.UNKNOWN, Kind.ARRAY}:
        return None
    if var.kind is Kind.UNSET:
        return None, ""
    if any(piece.token.dynamic or piece.unread is not None for piece in var.pieces):
        return None
    return var.pieces, "".join(piece.token.text for piece in var.pieces)


_PLAIN_ALTERNATIVE = re.compile(r"[^\s$`'\"\\*?\[\]{}~]+(?:[ \t]+[^\s$`'\"\\*?\[\]{}~]+)*")
"""Words written out plainly: no expansion, quote, escape or pattern."""


def _alternative(source: Source, node: Node, state: State, origin: Span) -> list[Piece] | None:
    """`${HISPARSE:+--enable-hisparse --disable-radix-cache}`, unquoted, where the run
    knows whether the variable is set and not empty (`:+`) or set (`+`): the written
    words split on blanks (each keeping where it is written), or none. None when the
    run does not know, or the words are not written out plainly."""
    if node.type != "expansion" or len(node.children) != 5:
        return None
    _, name, operator, word, _ = node.children
    if name.type != "variable_name" or operator.type not in {":+", "+"} or word.type != "word":
        return None
    if _PLAIN_ALTERNATIVE.fullmatch(source.slice(word)) is None or ifs(state) != BLANKS:
        return None
    var = state.lookup(source.slice(name))
    if var is None or var.unread is not None or var.kind in {Kind.UNKNOWN, Kind.ARRAY}:
        return None
    if var.kind is Kind.UNSET:  # `local X`, `export X`: declared, not set
        return []
    text = "".join(piece.token.text for piece in var.pieces)
    if DYNAMIC in text:
        return None
    if operator.type == ":+" and not text:
        return []
    return split((Piece(literal(source, word), origin),), BLANKS)
