"""Python string literals: the text they hold, where each character was written, and
how to write new text back in the same quoting.

Edits land inside a literal, so every character of a string's value keeps the
source range it came from (an escape like `\\t` is two source characters for one
value character). Implicitly concatenated literals are one string made of
several `Literal`s; an f-string's `{...}` fields are dynamic characters.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import libcst as cst

from hisparse_fix.formats.python.literals import PLACEHOLDER, Builder, Decoded, Literal, unescape
from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.sites import DYNAMIC, Span


def decode(
    node: cst.BaseExpression, text: str, span_of: Callable[[cst.CSTNode], Span], *, shell_view: bool
) -> Decoded | None:
    """The value of a string expression, or None for bytes and non-strings.

    In the value view an f-string field is one `DYNAMIC` character. The shell
    view is the text a shell adapter reads: fields become `PLACEHOLDER`, and
    a backslash-newline (which Python drops) stays, as the shell's own line
    continuation, so that line-based edits see the lines as written.
    """
    pieces = _pieces(node)
    if not pieces:
        return None
    builder = Builder(text, shell_view)
    literals = []
    for index, piece in enumerate(pieces):
        literal = _literal(piece, span_of)
        if "b" in literal.prefix and not _plain_bytes(text, literal):
            return None
        builder.owner = index
        literals.append(literal)
        if isinstance(piece, cst.SimpleString):
            unescape(builder, literal.content.start, literal.content.end, literal, braces=False)
        else:
            _decode_formatted(builder, piece, literal, span_of)
    return builder.decoded(tuple(literals))


_TEMPLATE_FIELD = re.compile(r"\{(?:[A-Za-z_]\w*|\d*)(?:\.\w+|\[\w+\])*(?:![rsa])?(?::[^{}]*)?\}")
"""A `str.format` replacement field: `{kv}`, `{}`, `{0}`, `{cfg.dtype}`, `{n:>4}`."""


_PERCENT_FIELD = re.compile(
    r"%(?:\([^()]*\))?[#0 +-]*(?:\*|\d+)?(?:\.(?:\*|\d+))?[hlL]?[diouxXeEfFgGcrsab%]"
)
"""A `%` conversion: `%s`, `%d`, `%(port)d`, `%-8s`, `%.2f`, and `%%` (a `%` sign)."""


def with_template_fields(decoded: Decoded) -> Decoded:
    """`"... --kv-cache-dtype {kv}"` that a `.format(...)` fills: each field is a value
    the tool cannot know (`PLACEHOLDER` in the shell view), not the text `{kv}`."""
    return _with_fields(decoded, _TEMPLATE_FIELD)


def with_percent_fields(decoded: Decoded) -> Decoded:
    """`"... --port %d" % (port,)`: each conversion is a value the tool cannot know;
    `%%` is the `%` it writes."""
    return _with_fields(decoded, _PERCENT_FIELD, literal={"%%": "%"})


def _with_fields(
    decoded: Decoded, pattern: re.Pattern[str], literal: dict[str, str] | None = None
) -> Decoded:
    """`decoded` with each match of `pattern` a value the tool cannot know (or, for a
    match in `literal`, the text it stands for)."""
    chars: list[str] = []
    starts: list[int] = []
    ends: list[int] = []
    owners: list[int] = []
    dynamic: list[bool] = []
    index = 0
    for found in pattern.finditer(decoded.text):
        start, end = found.span()
        if any(decoded.dynamic[start:end]):
            continue  # (a field split over two literals, `"{k" "v}"`, is a field all the same)
        for at in range(index, start):
            chars.append(decoded.text[at])
            starts.append(decoded.starts[at])
            ends.append(decoded.ends[at])
            owners.append(decoded.owners[at])
            dynamic.append(decoded.dynamic[at])
        written = (literal or {}).get(found.group())
        for char in PLACEHOLDER if written is None else written:
            chars.append(char)
            starts.append(decoded.starts[start])
            ends.append(decoded.ends[end - 1])
            owners.append(decoded.owners[start])
            dynamic.append(written is None)
        index = end
    if index == 0:
        return decoded
    for at in range(index, len(decoded.text)):
        chars.append(decoded.text[at])
        starts.append(decoded.starts[at])
        ends.append(decoded.ends[at])
        owners.append(decoded.owners[at])
        dynamic.append(decoded.dynamic[at])
    return replace(
        decoded,
        text="".join(chars),
        starts=tuple(starts),
        ends=tuple(ends),
        owners=tuple(owners),
        dynamic=tuple(dynamic),
    )


_STRING_ONLY_ESCAPE = re.compile(r"\\[uUN]")
"""`\\u`, `\\U`, `\\N{...}`: escapes in a string, but a backslash and a letter in bytes."""


def _plain_bytes(text: str, literal: Literal) -> bool:
    """A bytes literal whose escapes mean what they mean in a string (`b"python3 -m ..."`,
    `\\x2d`): its value is read as a string's (`subprocess` runs a bytes command alike)."""
    content = text[literal.content.start : literal.content.end]
    return content.isascii() and not _STRING_ONLY_ESCAPE.search(content)


def is_string(node: cst.CSTNode) -> bool:
    return isinstance(node, (cst.SimpleString, cst.FormattedString, cst.ConcatenatedString))


def _pieces(node: cst.CSTNode) -> list[cst.SimpleString | cst.FormattedString]:
    """The literals of a string expression, in order (without recursion: a long
    implicit concatenation nests deeply)."""
    pieces: list[cst.SimpleString | cst.FormattedString] = []
    stack = [node]
    while stack:
        current = stack.pop()
        if isinstance(current, (cst.SimpleString, cst.FormattedString)):
            pieces.append(current)
        elif isinstance(current, cst.ConcatenatedString):
            stack.extend((current.right, current.left))
        else:
            return []
    return pieces


def _literal(node: cst.SimpleString | cst.FormattedString, span_of: Callable) -> Literal:
    span = span_of(node)
    if isinstance(node, cst.SimpleString):
        prefix, quote = node.prefix.lower(), node.quote
        opening = len(node.prefix) + len(quote)
    else:
        quote = node.end
        prefix = node.start[: len(node.start) - len(quote)].lower()
        opening = len(node.start)
    return Literal(span, Span(span.start + opening, span.end - len(quote)), prefix, quote)


def _decode_formatted(
    builder: Builder, node: cst.FormattedString, literal: Literal, span_of: Callable
) -> None:
    for part in node.parts:
        part_span = span_of(part)
        if isinstance(part, cst.FormattedStringText):
            unescape(builder, part_span.start, part_span.end, literal, braces=True)
        elif builder.shell_view:
            builder.add(PLACEHOLDER, part_span.start, part_span.end, dynamic=True)
        else:
            builder.add(DYNAMIC, part_span.start, part_span.end, dynamic=True)
