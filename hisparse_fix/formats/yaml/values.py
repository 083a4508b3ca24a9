"""What a YAML value reads as for SGLang, and the parts the tool cannot read."""

from __future__ import annotations

import re

from hisparse_fix.formats.yaml.document import Composed, Node, kind, resolved
from hisparse_fix.formats.yaml.scalars import Chars, characters
from hisparse_fix.vocabulary.sites import DYNAMIC, Span, Token

FILLED_IN = re.compile(r"\$\{[^}]*\}|\$\([^)]*\)|\{\{.*?\}\}|\{%.*?%\}|\$[A-Za-z_][A-Za-z0-9_]*")
"""Parts filled in by whatever reads the file: compose `${VAR:-x}` and `$VAR`,
Kubernetes `$(VAR)`, Helm or Jinja `{{ x }}`."""


def chars_of(text: str, composed: Composed, node: Node) -> Chars | None:
    """The character map of a scalar, None where it cannot be drawn exactly."""
    if kind(node) != "scalar":
        return None
    return characters(text, composed.span(node), node.style, node.value)


def inner(text: str, composed: Composed, node: Node) -> Span | None:
    """The source a new value replaces: inside the quotes, or the plain scalar;
    None for a block scalar or a value with escapes or folds."""
    chars = chars_of(text, composed, node)
    if chars is None or chars.style in "|>" or not chars.value:
        return None
    span = Span(chars.starts[0], chars.ends[-1])
    return span if text[span.start : span.end] == node.value else None


def scalar(text: str, composed: Composed, node: Node) -> tuple[str | None, Span | None, bool]:
    """(value, value span, dynamic) of a keyed option's value as SGLang reads it
    (`yaml.safe_load`, then `str`); a list, a mapping, null or a filled-in
    string is not known."""
    if kind(node) != "scalar":
        return None, None, True
    value = resolved(node)
    if value is None:
        return None, None, True
    if isinstance(value, bool):
        return ("true" if value else "false"), composed.span(node), False
    if isinstance(value, str) and FILLED_IN.search(value):
        return None, None, True
    written = str(value)
    span = inner(text, composed, node)
    if span is not None and not isinstance(value, str) and text[span.start : span.end] != written:
        span = None
    return written, span, False


def token(text: str, composed: Composed, node: Node) -> Token:
    """An argv word: its characters with where each comes from; filled-in parts
    are `DYNAMIC`, a word that is not a string is unknown."""
    span = composed.span(node)
    if kind(node) != "scalar":
        return Token(DYNAMIC, span, (-1,))
    chars = chars_of(text, composed, node)
    if chars is None:
        return Token(node.value, span, (-1,) * len(node.value))
    out: list[str] = []
    offsets: list[int] = []
    position = 0
    for match in FILLED_IN.finditer(chars.value):
        out.append(chars.value[position : match.start()])
        offsets.extend(chars.starts[position : match.start()])
        out.append(DYNAMIC)
        offsets.append(-1)
        position = match.end()
    out.append(chars.value[position:])
    offsets.extend(chars.starts[position:])
    return Token("".join(out), span, tuple(offsets))
