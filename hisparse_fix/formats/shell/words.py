"""Shell words as the launched program receives them, with source offsets.

Quotes and backslashes are removed, `$'...'` escapes decoded; an expansion
the reader does not resolve stands as `DYNAMIC`. A word that is exactly one
parameter expansion (`$OPTS`, `"${ARGS[@]}"`, `"$@"`) is a `Ref` for the
interpreter to resolve.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from tree_sitter import Node

from hisparse_fix.formats.shell.source import Source
from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.sites import DYNAMIC, Span, Token

NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
"""A shell variable's name."""
_DYNAMIC_NODES = frozenset(
    {
        "simple_expansion",
        "expansion",
        "command_substitution",
        "arithmetic_expansion",
        "process_substitution",
    }
)
QUOTED = frozenset({"string", "raw_string", "ansi_c_string", "translated_string"})
"""Nodes of one quoted string: blanks inside stay blanks when its value is split."""
_DOUBLE_QUOTE_ESCAPES = frozenset('$`"\\\n')
_BLANKS = frozenset(" \t\n")


class Unread(NamedTuple):
    """Why a word's value is not known, and the file's text it was made from.

    `reads` are the words an expansion the tool does not follow takes its value
    from (`"${A[@]:0:1}"` reads A's words): nothing is edited there for another
    launch, since this one reads that text in a way the tool cannot judge.
    `partial`: words the launch was read with may be removed or replaced
    (`unset 'A[1]'`), so nothing it reads is edited at all.
    """

    message: str = ""
    reads: tuple[Piece, ...] = ()
    partial: bool = False


class Piece(NamedTuple):
    """One word as the program receives it, and the statement it was written in.

    `origin` tells whether two words were written together (one command,
    one array, one string); an option whose words come from two places
    cannot be edited as one. None when the word joins text from two places.
    """

    token: Token
    origin: Span | None
    spelled: bool = True
    """The word is written as a word of its own (a command or call word, an array
    element) or inside a quoted string the shell splits into words: a new word can
    be written beside it. Not so for a string read as one word (`"$OPT"`) or split
    from an unquoted value (`OPT=--x`), where a blank would change what it means."""
    unread: Unread | None = None
    """For a word whose value is not known: why, and what it reads."""

    def read_pieces(self) -> tuple[Piece, ...]:
        """The words of the file this word was made from, itself included."""
        found: list[Piece] = [self]
        if self.unread is not None:
            for piece in self.unread.reads:
                found.extend(piece.read_pieces())
        return tuple(found)


class Ref(NamedTuple):
    """A word that is exactly one parameter expansion."""

    name: str
    array: bool
    """`${NAME[@]}` or `${NAME[*]}`."""
    quoted: bool
    joined: bool
    """`[*]` or `$*`: the words joined into one when quoted."""


def literal(source: Source, node: Node) -> Token:
    """The word after quote removal, an unresolved expansion as `DYNAMIC`: worked out
    once for each node (a function's words are read at each of its calls)."""
    key = ("literal", node.start_byte, node.end_byte, node.type)
    found = source.memo.get(key)
    if found is None:
        chars: list[str] = []
        offsets: list[int] = []
        _collect(source, node, chars, offsets)
        found = source.memo[key] = Token("".join(chars), source.span(node), tuple(offsets))
    return found  # type: ignore[return-value]


def segments(source: Source, node: Node) -> list[Token | Node]:
    """A value as literal runs (after quote removal) and the expansions between them."""
    kind = node.type
    if kind == "concatenation":
        return [part for child in node.children for part in segments(source, child)]
    if kind in {"string", "translated_string"}:
        return _string_segments(source, node)
    if kind in _DYNAMIC_NODES:
        return [node]
    return [literal(source, node)]


def _string_segments(source: Source, node: Node) -> list[Token | Node]:
    span = source.span(node)
    position = source.text.index('"', span.start) + 1
    parts: list[Token | Node] = []
    for child in [*node.named_children, None]:
        if child is not None and child.type not in _DYNAMIC_NODES:
            continue
        end = span.end - 1 if child is None else source.span(child).start
        chars: list[str] = []
        offsets: list[int] = []
        _unescape(source.text, position, end, chars, offsets, _DOUBLE_QUOTE_ESCAPES)
        if chars:
            parts.append(Token("".join(chars), Span(offsets[0], offsets[-1] + 1), tuple(offsets)))
        if child is not None:
            parts.append(child)
            position = source.span(child).end
    return parts


def names_inside(source: Source, node: Node) -> list[str]:
    """The variables any expansion inside `node` reads (`${A[@]:0:1}` reads A)."""
    names: list[str] = []
    stack = [node]
    while stack:
        current = stack.pop()
        if current.type in {"simple_expansion", "expansion"}:
            for child in current.named_children:
                target = child.child_by_field_name("name") if child.type == "subscript" else child
                if target is not None and target.type == "variable_name":
                    names.append(source.slice(target))
        stack.extend(current.children)
    return names


def dynamic(span: Span) -> Token:
    """A word whose value is not known."""
    return Token(DYNAMIC, span, (-1,))


def reference(source: Source, node: Node) -> Ref | None:
    """The expansion a whole word consists of, when it is a plain one (worked out once
    for each node)."""
    key = ("reference", node.start_byte, node.end_byte, node.type)
    found = source.memo.get(key, _NOT_YET)
    if found is _NOT_YET:
        found = source.memo[key] = _reference(source, node)
    return found  # type: ignore[return-value]


_NOT_YET = object()


def _reference(source: Source, node: Node) -> Ref | None:
    quoted = False
    if node.type == "string":
        inner = [child for child in node.named_children if child.type != "string_content"]
        if len(node.named_children) != 1 or len(inner) != 1:
            return None
        quoted, node = True, inner[0]
    if node.type == "simple_expansion":  # `$NAME`, `$1`, `$@`: one named child
        name = source.slice(node.named_children[0])
        return Ref(name, False, quoted, name == "*")
    if node.type != "expansion" or node.named_child_count != 1 or node.child_count != 3:
        return None
    inner_node = node.named_children[0]
    if inner_node.type in {"variable_name", "special_variable_name"}:
        name = source.slice(inner_node)
        return Ref(name, False, quoted, name == "*")
    if inner_node.type != "subscript":
        return None
    name_node = inner_node.child_by_field_name("name")
    index = inner_node.child_by_field_name("index")
    if name_node is None or index is None or source.slice(index) not in {"@", "*"}:
        return None
    return Ref(source.slice(name_node), True, quoted, source.slice(index) == "*")


BLANKS = _BLANKS


def split(pieces: tuple[Piece, ...], blanks: frozenset[str] = _BLANKS) -> list[Piece]:
    """Word splitting of a variable's value on `blanks` (IFS's, by default a space, a
    tab and a line break), each word keeping its offsets."""
    words: list[Piece] = []
    chars: list[str] = []
    offsets: list[int] = []
    sources: list[Piece] = []
    for piece in pieces:
        for char, offset in zip(piece.token.text, piece.token.offsets, strict=True):
            if char in blanks:
                if chars:
                    words.append(_piece(chars, offsets, sources, piece.token.span))
                chars, offsets, sources = [], [], []
                continue
            chars.append(char)
            offsets.append(offset)
            if piece not in sources:
                sources.append(piece)
    if chars:
        words.append(_piece(chars, offsets, sources, pieces[-1].token.span))
    return words


def joined(pieces: tuple[Piece, ...]) -> Piece:
    """A value read as one word (`"$OPTS"`)."""
    text = "".join(piece.token.text for piece in pieces)
    offsets = [offset for piece in pieces for offset in piece.token.offsets]
    fallback = pieces[0].token.span if pieces else Span(0, 0)
    return replace(_piece(list(text), offsets, list(pieces), fallback), spelled=False)


def _piece(chars: list[str], offsets: list[int], sources: list[Piece], fallback: Span) -> Piece:
    """A word made of `chars` taken from `sources`; spelled when one spelled piece holds it."""
    known = [offset for offset in offsets if offset >= 0]
    span = Span(min(known), max(known) + 1) if known else fallback
    origins = {piece.origin for piece in sources}
    origin = next(iter(origins)) if len(origins) == 1 else None
    spelled = len(sources) == 1 and sources[0].spelled
    unread = next((piece.unread for piece in sources if piece.unread is not None), None)
    return Piece(Token("".join(chars), span, tuple(offsets)), origin, spelled, unread)


def _collect(source: Source, node: Node, chars: list[str], offsets: list[int]) -> None:
    span = source.span(node)
    kind = node.type
    if kind in {"word", "number"}:
        _unescape(source.text, span.start, span.end, chars, offsets, escapes=None)
    elif kind == "raw_string":
        for index in range(span.start + 1, span.end - 1):
            chars.append(source.text[index])
            offsets.append(index)
    elif kind == "ansi_c_string":
        _ansi_c(source.text, span.start + 2, span.end - 1, chars, offsets)
    elif kind in {"string", "translated_string"}:
        _collect_double_quoted(source, node, chars, offsets)
    elif kind == "concatenation":
        for child in node.children:
            _collect(source, child, chars, offsets)
    else:
        chars.append(DYNAMIC)
        offsets.append(-1)


def _collect_double_quoted(
    source: Source, node: Node, chars: list[str], offsets: list[int]
) -> None:
    span = source.span(node)
    start = source.text.index('"', span.start) + 1
    end = span.end - 1
    position = start
    for child in node.named_children:
        if child.type not in _DYNAMIC_NODES:
            continue
        child_span = source.span(child)
        _unescape(source.text, position, child_span.start, chars, offsets, _DOUBLE_QUOTE_ESCAPES)
        chars.append(DYNAMIC)
        offsets.append(-1)
        position = child_span.end
    _unescape(source.text, position, end, chars, offsets, _DOUBLE_QUOTE_ESCAPES)


def _unescape(
    text: str,
    start: int,
    end: int,
    chars: list[str],
    offsets: list[int],
    escapes: frozenset[str] | None,
) -> None:
    """Shell backslash removal; `escapes` limits which characters it applies to."""
    index = start
    while index < end:
        slash = text.find("\\", index, end)
        if slash == -1:  # the rest has no backslash: taken as it is, in one step
            chars.extend(text[index:end])
            offsets.extend(range(index, end))
            return
        chars.extend(text[index:slash])
        offsets.extend(range(index, slash))
        index = slash
        char = text[index]
        following = text[index + 1] if index + 1 < end else ""
        if char == "\\" and following and (escapes is None or following in escapes):
            if following != "\n":
                chars.append(following)
                offsets.append(index + 1)
            index += 2
            continue
        chars.append(char)
        offsets.append(index)
        index += 1


_ANSI_SIMPLE = {
    "a": "\a",
    "b": "\b",
    "e": "\x1b",
    "E": "\x1b",
    "f": "\f",
    "n": "\n",
    "r": "\r",
    "t": "\t",
    "v": "\v",
    "\\": "\\",
    "'": "'",
    '"': '"',
    "?": "?",
}
_ANSI_NUMERIC = {"x": (16, 2), "u": (16, 4), "U": (16, 8)}


def _ansi_c(text: str, start: int, end: int, chars: list[str], offsets: list[int]) -> None:
    """`$'...'` decoding. Each character maps to where its escape starts, the last
    one to where its escape ends, so the whole value spans the text inside the quotes."""
    index = start
    last_end = start
    while index < end:
        char, length = _ansi_c_char(text, index, end)
        chars.append(char)
        offsets.append(index)
        index += length
        last_end = index
    if offsets:
        offsets[-1] = last_end - 1


def _ansi_c_char(text: str, index: int, end: int) -> tuple[str, int]:
    if text[index] != "\\" or index + 1 >= end:
        return text[index], 1
    code = text[index + 1]
    if code in _ANSI_SIMPLE:
        return _ANSI_SIMPLE[code], 2
    if code in _ANSI_NUMERIC:
        base, width = _ANSI_NUMERIC[code]
        digits = _digits(text, index + 2, end, "0123456789abcdefABCDEF", width)
        if digits:
            return chr(int(digits, base)), 2 + len(digits)
    if code in "01234567":
        digits = _digits(text, index + 1, end, "01234567", 3)
        return chr(int(digits, 8) & 0xFF), 1 + len(digits)
    if code == "c" and index + 2 < end:
        return chr(ord(text[index + 2]) & 0x1F), 3
    return "\\", 1


def _digits(text: str, start: int, end: int, allowed: str, width: int) -> str:
    stop = start
    while stop < min(end, start + width) and text[stop] in allowed:
        stop += 1
    return text[start:stop]
