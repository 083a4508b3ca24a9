"""Exec-form instructions (`CMD ["python3", "-m", ...]`): argv words written as JSON strings.

Each string is a `Token` whose characters keep their source offsets (an
escape counts from its backslash), so options are read by `argv` as
anywhere else. Edits are written inside the JSON: values JSON-escaped, a
removed item with the comma before it (after it for the first), a new item
right after its anchor, on its own continued line when the anchor stands
alone on its line.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence

from hisparse_fix.formats.dockerfile.instructions import Instruction
from hisparse_fix.formats.errors import UnhandledEditError, UnwritableEditError
from hisparse_fix.formats.text_edits import Replacement
from hisparse_fix.vocabulary.sites import Edit, EditKind, Option, Span, Token

_STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"')
_ESCAPES = {'"': '"', "\\": "\\", "/": "/", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t"}


def tokens(text: str, instruction: Instruction) -> tuple[Token, ...] | None:
    """The array's strings as tokens, or None when they cannot be located exactly."""
    found: list[Token] = []
    for line in instruction.lines:
        start = line.start + line.prefix
        for match in _STRING.finditer(text, start, line.end):
            token = _token(match.group(), match.start())
            if token is None:
                return None
            found.append(token)
    if tuple(token.text for token in found) != instruction.words:
        return None
    return tuple(found)


def _token(literal: str, at: int) -> Token | None:
    chars: list[str] = []
    offsets: list[int] = []
    index = 1
    while index < len(literal) - 1:
        char = literal[index]
        if char != "\\":
            chars.append(char)
            offsets.append(at + index)
            index += 1
            continue
        code = literal[index + 1]
        if code == "u":
            chars.append(chr(int(literal[index + 2 : index + 6], 16)))
            length = 6
        elif code in _ESCAPES:
            chars.append(_ESCAPES[code])
            length = 2
        else:
            return None
        offsets.append(at + index)
        index += length
    return Token("".join(chars), Span(at, at + len(literal)), tuple(offsets))


def encode(value: str) -> str:
    """A value as written inside a JSON string."""
    return json.dumps(value, ensure_ascii=False)[1:-1]


def replacements(
    text: str, words: Sequence[Token], edits: Sequence[Edit], escape: str
) -> list[Replacement]:
    """The source replacements that carry out `edits` on one array's `words`."""
    result = []
    spans = [word.span for word in words]
    for edit in edits:
        option = edit.option
        match edit.kind:
            case EditKind.SET_VALUE:
                assert option.value_span is not None and edit.value is not None
                result.append(Replacement(_inside(text, option.value_span), encode(edit.value)))
            case EditKind.RENAME:
                if option.name_span is None or edit.name is None:
                    raise UnwritableEditError(
                        "the option has no name to rename", at=option.span.start
                    )
                result.append(Replacement(_inside(text, option.name_span), f"--{edit.name}"))
            case EditKind.REMOVE | EditKind.DISABLE:
                result.append(Replacement(_removal(spans, option), ""))
            case EditKind.ADD:
                pass  # below: the options added after one anchor go together
            case _:
                raise UnhandledEditError("Dockerfile exec-form", edit)
    for anchor, added in _additions(edits).items():
        result.append(_insertion(text, spans, anchor, added, escape))
    return result


def _inside(text: str, span: Span) -> Span:
    """A span inside a string must not end within an escape (a literal is never a `\\`)."""
    if span.end > span.start and text[span.end - 1] == "\\":
        raise UnwritableEditError("an edit ends inside an escape", at=span.start)
    return span


def _removal(spans: Sequence[Span], option: Option) -> Span:
    first, last = spans.index(option.parts[0]), spans.index(option.parts[-1])
    if first > 0:
        return Span(spans[first - 1].end, spans[last].end)
    if last + 1 < len(spans):
        return Span(spans[first].start, spans[last + 1].start)
    return Span(spans[first].start, spans[last].end)


def _additions(edits: Sequence[Edit]) -> dict[Option, list[Edit]]:
    added: dict[Option, list[Edit]] = {}
    for edit in edits:
        if edit.kind is EditKind.ADD:
            added.setdefault(edit.option, []).append(edit)
    return added


def _insertion(
    text: str, spans: Sequence[Span], anchor: Option, added: Sequence[Edit], escape: str
) -> Replacement:
    """New items after the anchor's last item: on their own line when the anchor has its
    line to itself (it starts it and no item follows on it), else beside it."""
    if not anchor.parts:
        raise UnwritableEditError("the option has no items to follow", at=anchor.span.start)
    last = spans.index(anchor.parts[-1])
    at = spans[last].end
    items = []
    for edit in added:
        items.append(f'"--{edit.name}"')
        if edit.value is not None:
            items.append(f'"{encode(edit.value)}"')
    first_item = spans.index(anchor.parts[0])
    line_start = text.rfind("\n", 0, spans[first_item].start) + 1
    indent = text[line_start : spans[first_item].start]
    followed = last + 1 < len(spans) and "\n" not in text[at : spans[last + 1].start]
    if indent.strip() == "" and not followed:
        separator = f", {escape}{_line_break(text, at, line_start)}{indent}"
    else:
        separator = _inline_separator(text, spans, last)
    return Replacement(Span(at, at), "".join(separator + item for item in items))


def _line_break(text: str, at: int, line_start: int) -> str:
    """The line break the anchor's line ends with; the one before it on a last line
    without a final newline (a CRLF file must not get a bare LF)."""
    after = text.find("\n", at)
    if after >= 0:
        return "\r\n" if text[after - 1 : after] == "\r" else "\n"
    return "\r\n" if text[line_start - 2 : line_start] == "\r\n" else "\n"


def _inline_separator(text: str, spans: Sequence[Span], last: int) -> str:
    """The separator written next to the anchor on its line (`, ` when it has no neighbour)."""
    for earlier, later in ((last, last + 1), (last - 1, last)):
        if earlier >= 0 and later < len(spans):
            between = text[spans[earlier].end : spans[later].start]
            if "\n" not in between:
                return between
    return ", "
