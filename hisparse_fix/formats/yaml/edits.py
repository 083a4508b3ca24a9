"""Edits written into YAML source in the file's own style.

A value changes inside its quotes (or bare, where a plain scalar can hold
it); a disabled key reads `false`. A removed key takes its line with its
comment; a removed list item its `- ` line, or its comma in a flow list. A
renamed key keeps its quotes and dash-or-underscore spelling; a respelled
key is written exactly as asked. A new key goes on its own line after the
anchor's value with the anchor's indentation, quotes and spelling (dashed
in a `--config` file), or `, key: value` in a flow mapping; a new argv word
goes on its own `- ` line after the anchor's items with their quotes, or
`, word` in a flow list.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from hisparse_fix.formats.errors import UnwritableEditError
from hisparse_fix.formats.text_edits import Replacement, lines_after
from hisparse_fix.formats.yaml.commands import Item
from hisparse_fix.formats.yaml.document import Composed, Node, kind
from hisparse_fix.formats.yaml.keyed import Pair
from hisparse_fix.formats.yaml.shared import override_point
from hisparse_fix.vocabulary.sites import Edit, EditKind, Span

_PLAIN = re.compile(r"[A-Za-z0-9_./+@%-][A-Za-z0-9_./+@%=,:-]*")
_RESERVED = re.compile(
    r"(?i)(?:true|false|yes|no|on|off|y|n|null|~|[-+]?(?:\d[\d_]*)?\.?\d[\d_]*(?:e[-+]?\d+)?)"
)
_NAME = re.compile(r"[A-Za-z0-9_-]+")
_TAIL = re.compile(r"[ \t]*(?:#.*)?\r?")
_COMMA_AFTER = re.compile(r"[ \t]*,[ \t]*")
_COMMA_BEFORE = re.compile(r",[ \t]*\Z")


def plain_or_quoted(value: str, quote: str | None) -> str:
    """A new string value: bare where a plain scalar reads it as the same string,
    else in the given quotes (double by default)."""
    if _PLAIN.fullmatch(value) and not _RESERVED.fullmatch(value) and quote is None:
        return value
    return quoted(value, quote or '"')


def quoted(value: str, quote: str) -> str:
    if quote == "'":
        return "'" + value.replace("'", "''") + "'"
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def scalar_value(value: str, quote: str | None) -> str:
    """A keyed value: booleans and numbers bare, strings plain or quoted."""
    if value in ("true", "false") or re.fullmatch(r"-?\d+(?:\.\d+)?", value):
        return value
    return plain_or_quoted(value, quote)


def _quote_of(node: Node) -> str | None:
    return node.style if kind(node) == "scalar" and node.style in ("'", '"') else None


def set_value(text: str, node: Node, edit: Edit) -> Replacement:
    """The new value in place of the old one, in the old one's quotes."""
    span, value = edit.option.value_span, edit.value
    if span is None or value is None:
        raise UnwritableEditError(f"the value of --{edit.option.name} is not written in one place")
    style = _quote_of(node)
    if style == "'":
        return Replacement(span, value.replace("'", "''"))
    if style == '"':
        return Replacement(span, value.replace("\\", "\\\\").replace('"', '\\"'))
    written = text[span.start : span.end]
    if written in ("true", "false") or (_PLAIN.fullmatch(value) and not _RESERVED.fullmatch(value)):
        return Replacement(span, value)
    if re.fullmatch(r"-?\d+(?:\.\d+)?", value) and _RESERVED.fullmatch(written):
        return Replacement(span, value)
    whole = Span(span.start, span.end)
    return Replacement(whole, quoted(value, '"'))


def spelled(name: str, like: str) -> str:
    return name.replace("-", "_") if "_" in like and "-" not in like else name


def rename(text: str, edit: Edit, argv: bool) -> Replacement:
    span, name = edit.option.name_span, edit.name
    if span is None or name is None or _NAME.fullmatch(name) is None:
        raise UnwritableEditError(f"the name of --{edit.option.name} is not written in one place")
    if edit.kind is EditKind.RESPELL:
        return Replacement(span, name)
    if argv:
        return Replacement(span, f"--{name}")
    return Replacement(span, spelled(name, text[span.start : span.end]))


def add_keys(text: str, pair: Pair, adds: Sequence[Edit]) -> Replacement:
    """New `key: value` pairs after the anchor pair."""
    quote = _quote_of(pair.key)
    written = pair.key.value
    lines = []
    for add in adds:
        if add.name is None or _NAME.fullmatch(add.name) is None:
            raise UnwritableEditError(f"cannot write an option named {add.name!r}")
        name = add.name if pair.config else spelled(add.name, written)
        name = quoted(name, quote) if quote else name
        value = scalar_value("true" if add.value is None else add.value, _quote_of(pair.value))
        lines.append((name, value))
    if pair.flow:
        at = pair.span.end
        return Replacement(Span(at, at), "".join(f", {name}: {value}" for name, value in lines))
    key_start = pair.span.start
    line_start = line_start_of(text, key_start)
    indent = " " * (key_start - line_start)
    return lines_after(text, pair.span.end, [f"{indent}{name}: {value}" for name, value in lines])


def add_items(
    text: str, anchor: Sequence[Item], adds: Sequence[Edit], words: list[list[str]]
) -> Replacement:
    """New argv words after the anchor's items."""
    last = anchor[-1]
    quote = _quote_of(last.node)
    rendered = [plain_or_quoted(word, quote) for group in words for word in group]
    if last.sequence.flow_style:
        at = last.span.end
        return Replacement(Span(at, at), "".join(f", {word}" for word in rendered))
    line_start = line_start_of(text, last.span.start)
    prefix = text[line_start : last.span.start]
    if not re.fullmatch(r"[ \t]*-[ \t]+", prefix):
        line = text.count("\n", 0, last.span.start) + 1
        raise UnwritableEditError(f"the list item on line {line} does not start its line")
    return lines_after(text, last.span.end, [f"{prefix}{word}" for word in rendered])


def line_start_of(text: str, offset: int) -> int:
    """Where the line holding `offset` starts; the first line after a BOM, which is
    not indentation."""
    start = text.rfind("\n", 0, offset) + 1
    return 1 if start == 0 and text.startswith("\ufeff") else start


def line_removal(text: str, span: Span, *, item: bool) -> Span:
    """A key (or, with `item`, a list item and its `- `) standing alone on its
    lines, with its indent, comment and line ending; else just the span."""
    line_start = line_start_of(text, span.start)
    line_end = text.find("\n", span.end)
    line_end = len(text) if line_end < 0 else line_end
    before = text[line_start : span.start]
    lead = r"[ \t]*-[ \t]+" if item else r"[ \t]*"
    if not re.fullmatch(lead, before) or not _TAIL.fullmatch(text[span.end : line_end]):
        return span
    if line_end < len(text):
        return Span(line_start, line_end + 1)
    return Span(max(line_start - 1, 0), line_end)


def item_removal(text: str, span: Span) -> Span:
    """A flow item (or pair) and the comma that separates it."""
    comma_after = _COMMA_AFTER.match(text, span.end)
    if comma_after is not None:
        return Span(span.start, comma_after.end())
    line_start = line_start_of(text, span.start)
    comma_before = _COMMA_BEFORE.search(text[line_start : span.start])
    if comma_before is not None:
        return Span(line_start + comma_before.start(), span.end)
    return span


def override(text: str, composed: Composed, pair: Pair, holder: Node, value: str) -> Replacement:
    """`key: value` written in `holder`, which merges `pair` in: a key of its own
    wins over the merged one, so the mapping that holds the pair is not changed."""
    point = override_point(text, composed, holder)
    if point is None:
        raise UnwritableEditError(
            f"`{pair.key.value}` is merged in with `<<:` where no key of its own can be written"
        )
    at, indent, flow = point
    name = pair.key.value
    name = quoted(name, pair.key.style) if pair.key.style in ("'", '"') else name
    written = scalar_value(value, _quote_of(pair.value))
    if flow:
        return Replacement(Span(at, at), f", {name}: {written}")
    return lines_after(text, at, [f"{indent}{name}: {written}"])
