"""Adding an option right after an anchor option, laid out as its neighbours are.

Into a call's arguments, a dict or an argv list: a list laid out one item a
line gets new lines at the anchor's indentation, with a comma after each when
the anchor has one (the anchor gets one when it was the last item without);
otherwise `, item` follows the anchor. An argv item added by `xs.append(...)`
or a `d["key"] = value` statement gets a new statement after it, on its own
line at the same indentation (`; ` after it where it shares its line). Keys
keep the anchor's quotes and its `-` or `_`; keyword arguments are written
with underscores. Whatever cannot be written so is refused, never guessed.
"""

from __future__ import annotations

import keyword
import re
from collections.abc import Sequence
from itertools import pairwise

from hisparse_fix.formats.errors import UnwritableEditError
from hisparse_fix.formats.python.edits import REST_OF_LINE, line_bounds
from hisparse_fix.formats.python.found import Found, Key
from hisparse_fix.formats.python.layout import Layout
from hisparse_fix.formats.python.layout import Sequence as Items
from hisparse_fix.formats.python.values import python_value, spelled, string_literal
from hisparse_fix.formats.text_edits import Replacement
from hisparse_fix.vocabulary.sites import Edit, Option, Span

_APPEND = re.compile(r"\.append(\s*\(\s*)\Z")


def insertions(text: str, scan: Layout, found: Found, adds: Sequence[Edit]) -> list[Replacement]:
    """The replacements that add `adds` (in order) after their one anchor."""
    anchor = adds[0].option
    key = found.keys.get(anchor.span)
    if key is None:
        return _argv(text, scan, found, anchor, adds)
    values = [edit.value if edit.value is not None else "true" for edit in adds]
    names = [_name(edit) for edit in adds]
    if key.kind == "setitem":
        if scan.standalone.get(anchor.span) != anchor.span or key.literal is None:
            raise UnwritableEditError(f"no statement of its own to follow --{anchor.name}")
        statements = [
            _setitem(text, anchor.span, key, n, v) for n, v in zip(names, values, strict=True)
        ]
        return [_after_statement(text, anchor.span, statements)]
    if key.kind == "dict":
        items = [_dict_item(text, key, n, v) for n, v in zip(names, values, strict=True)]
    else:
        quote = _quote_near(scan, found, anchor.span)
        items = [
            f"{_keyword(n)}={python_value(v, quote)}" for n, v in zip(names, values, strict=True)
        ]
    return _after_items(text, scan, anchor.span, anchor.span, [[item] for item in items])


def _name(edit: Edit) -> str:
    assert edit.name is not None
    return edit.name


def _keyword(name: str) -> str:
    written = name.replace("-", "_")
    if not written.isidentifier() or keyword.iskeyword(written):
        raise UnwritableEditError(f"{written!r} cannot be a keyword argument")
    return written


def _quote_near(scan: Layout, found: Found, span: Span) -> str:
    """The quote the string values of the anchor's call or dict use; `"` when none does."""
    sequence, _ = scan.sequences[span]
    for element in sequence.elements:
        _, literal = found.keyed.get(element, (None, None))
        if literal is not None and not literal.triple:
            return literal.quote
    return '"'


def _new_key(text: str, key: Key, name: str) -> str:
    """`name` as a key in the anchor key's quotes (prefix kept) and spelling."""
    literal = key.literal
    assert literal is not None
    written = text[literal.content.start : literal.content.end]
    opening = text[literal.span.start : literal.content.start]
    closing = text[literal.content.end : literal.span.end]
    return opening + spelled(name, written) + closing


def _dict_item(text: str, key: Key, name: str, value: str) -> str:
    assert key.literal is not None
    between = text[key.literal.span.end : key.value.start]  # `: ` as the anchor writes it
    quote = key.literal.quote if not key.literal.triple else '"'
    return _new_key(text, key, name) + between + python_value(value, quote)


def _setitem(text: str, statement: Span, key: Key, name: str, value: str) -> str:
    """`kw["enable_hisparse"] = True` -> `kw["disable_radix_cache"] = True`."""
    assert key.literal is not None
    quote = key.literal.quote if not key.literal.triple else '"'
    return (
        text[statement.start : key.literal.span.start]
        + _new_key(text, key, name)
        + text[key.literal.span.end : key.value.start]
        + python_value(value, quote)
        + text[key.value.end : statement.end]
    )


def _argv(
    text: str, scan: Layout, found: Found, anchor: Option, adds: Sequence[Edit]
) -> list[Replacement]:
    if not anchor.parts:
        raise UnwritableEditError(f"--{anchor.name} is not written as list items")
    first, last = anchor.parts[0], anchor.parts[-1]
    decoded = found.words.get(first)
    quote = decoded.literals[0].quote[0] if decoded is not None else '"'
    groups = [
        [string_literal("--" + _name(edit), quote)]
        + ([] if edit.value is None else [string_literal(edit.value, quote)])
        for edit in adds
    ]
    statement = scan.standalone.get(last)
    if statement is not None:
        return [
            _after_statement(text, statement, [_appended(text, statement, last, g) for g in groups])
        ]
    if last not in scan.sequences or first not in scan.sequences:
        raise UnwritableEditError(f"--{anchor.name} is not written as list items")
    return _after_items(text, scan, first, last, groups)


def _appended(text: str, statement: Span, item: Span, group: list[str]) -> str:
    """`xs.append("--enable-hisparse")` -> `xs.append("--new")`, or `xs.extend([...])` for two."""
    before = text[statement.start : item.start]
    after = text[item.end : statement.end]
    if len(group) == 1:
        return before + group[0] + after
    match = _APPEND.search(before)
    if match is None:
        raise UnwritableEditError("the anchor is not added by `.append(...)`")
    return (
        before[: match.start()] + ".extend" + match.group(1) + "[" + ", ".join(group) + "]" + after
    )


def _after_items(
    text: str, scan: Layout, first: Span, last: Span, groups: list[list[str]]
) -> list[Replacement]:
    """New items after the items `first`..`last` of one bracketed sequence."""
    sequence, index = scan.sequences[last]
    first_sequence, _ = scan.sequences[first]
    if first_sequence is not sequence:
        raise UnwritableEditError("the anchor's items are in two lists")
    comma = sequence.commas[index]
    end = comma.end if comma is not None else last.end
    line_start, line_end = line_bounds(text, first.start, end)
    before, after = text[line_start : first.start], text[end:line_end]
    if before.strip() or not REST_OF_LINE.fullmatch(after) or line_end >= len(text):
        return [Replacement(Span(last.end, last.end), "".join(f", {i}" for g in groups for i in g))]
    newline = "\r\n" if after.endswith("\r") else "\n"
    pairs_on_a_line = _pairs_on_a_line(text, sequence)
    lines = [", ".join(g) for g in groups] if pairs_on_a_line else [i for g in groups for i in g]
    commas = [","] * len(lines)
    result = []
    if comma is None:
        result.append(Replacement(Span(last.end, last.end), ","))
        commas[-1] = ""
    block = "".join(
        before + line + mark + newline for line, mark in zip(lines, commas, strict=True)
    )
    result.append(Replacement(Span(line_end + 1, line_end + 1), block))
    return result


def _pairs_on_a_line(text: str, sequence: Items) -> bool:
    """Whether the list writes two items on a line somewhere (`"--tp", "8",`): then an
    option and its value go on one line too."""
    return any(
        "\n" not in text[previous.end : element.start]
        for previous, element in pairwise(sequence.elements)
    )


def _after_statement(text: str, statement: Span, new: list[str]) -> Replacement:
    """New statements after `statement`: each on a line of its own at its indentation,
    or `; new` right after it when it shares its line."""
    line_start, line_end = line_bounds(text, statement.start, statement.end)
    before, after = text[line_start : statement.start], text[statement.end : line_end]
    if before.strip() or not REST_OF_LINE.fullmatch(after):
        return Replacement(Span(statement.end, statement.end), "".join(f"; {s}" for s in new))
    block_end = "\r\n" if after.endswith("\r") else "\n"
    if line_end >= len(text):
        newline = "\r\n" if "\r\n" in text else "\n"
        block = "".join(before + s + newline for s in new)
        return Replacement(Span(len(text), len(text)), newline + block.removesuffix(newline))
    block = "".join(before + s + block_end for s in new)
    return Replacement(Span(line_end + 1, line_end + 1), block)
