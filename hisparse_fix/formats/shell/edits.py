"""Carry out edits on a script the way a person would by hand."""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import pairwise
from typing import NamedTuple

from hisparse_fix.formats.errors import UnhandledEditError, UnwritableEditError
from hisparse_fix.formats.text_edits import Replacement, apply_replacements, dedupe_edits
from hisparse_fix.vocabulary.sites import Edit, EditKind, Option, Span

_REMOVALS = frozenset({EditKind.REMOVE, EditKind.DISABLE})
_PLAIN_VALUE = re.compile(r"[A-Za-z0-9_.,:/+@%-]+")


def apply(text: str, edits: Sequence[Edit]) -> str:
    """A value changes in place inside its quotes, a name likewise. A removed option
    takes its whole line when it stands alone on a continued line (and the `\\`
    before it when it was the last line), else one adjacent run of blanks. New
    options follow their anchor as its neighbours are laid out (see `_insertion`);
    several after one anchor go in the order given.
    """
    replacements = []
    added: dict[Option, list[Edit]] = {}
    edits = dedupe_edits(edits)
    removed = [edit.option.span for edit in edits if edit.kind in _REMOVALS]
    for edit in edits:
        match edit.kind:
            case EditKind.SET_VALUE:
                assert edit.option.value_span is not None and edit.value is not None
                replacements.append(Replacement(edit.option.value_span, edit.value))
            case EditKind.RENAME:
                replacements.append(_rename(edit))
            case EditKind.ADD:
                added.setdefault(edit.option, []).append(edit)
            case EditKind.REMOVE | EditKind.DISABLE:
                replacements.append(Replacement(_whole(text, edit.option.parts), None))
            case _:
                raise UnhandledEditError("shell", edit)
    for anchor, additions in added.items():
        if any(span.start <= anchor.span.start and anchor.span.end <= span.end for span in removed):
            raise UnwritableEditError("an option is added after one removed", at=anchor.span.start)
        replacements.append(_insertion(text, anchor, [_words(edit) for edit in additions]))
    return apply_replacements(text, replacements, removal_span)


def _rename(edit: Edit) -> Replacement:
    span = edit.option.name_span
    if span is None or edit.name is None:
        raise UnwritableEditError(f"--{edit.option.name} is not written where it can be renamed")
    return Replacement(span, f"--{edit.name}")


def _words(edit: Edit) -> str:
    """The new option as shell words: `--name` or `--name value`."""
    value = edit.value
    if value is not None and not _PLAIN_VALUE.fullmatch(value):
        raise UnwritableEditError(f"{value!r} would need quoting to be added as --{edit.name}")
    return f"--{edit.name}" if value is None else f"--{edit.name} {value}"


def _whole(text: str, parts: Sequence[Span]) -> Span:
    """The option's words as one span; words written in two places (`--opt "$VALUE"`
    with VALUE assigned elsewhere) cannot be removed as one."""
    for first, second in pairwise(parts):
        between = text[first.end : second.start] if first.end <= second.start else "\x00"
        if between.replace("\\", "").strip():
            raise UnwritableEditError("an option is written in two places", at=parts[0].start)
    return Span(parts[0].start, parts[-1].end)


def _insertion(text: str, anchor: Option, added: list[str]) -> Replacement:
    """New words after `anchor`, laid out as its line is.

    Alone on a `\\`-continued line, or the last word of a continued command: each
    on its own continued line with the anchor's indentation. Alone on a line with
    no `\\` on either side (an array or string written one option per line): each
    on its own line after it. Elsewhere: ` --name` right after the anchor.
    """
    if anchor.name_span is None or not anchor.parts:
        raise UnwritableEditError(f"--{anchor.name} is not written where a word can follow it")
    span = _whole(text, anchor.parts)
    words = [_quoted_like(text, anchor, word) for word in added]
    line = _line(text, span)
    if line.indent is None:
        return Replacement(Span(span.end, span.end), "".join(f" {word}" for word in words))
    continued = re.fullmatch(r"([ \t]*)\\[ \t]*", line.after)
    if continued is not None:
        gap = continued.group(1)
    elif line.previous_continued is not None and not line.after.strip():
        gap = line.previous_continued
    elif line.previous_continued is None and (not line.after.strip() or _comment(line.after)):
        at = span.end + len(line.after)
        new = "".join(f"{line.newline}{line.indent}{word}" for word in words)
        return Replacement(Span(at, at), new)
    else:
        return Replacement(Span(span.end, span.end), "".join(f" {word}" for word in words))
    new = "".join(f"{gap}\\{line.newline}{line.indent}{word}" for word in words)
    return Replacement(Span(span.end, span.end), new)


def _comment(after: str) -> bool:
    return re.fullmatch(r"[ \t]+#.*", after) is not None


def _quoted_like(text: str, anchor: Option, words: str) -> str:
    """`"--enable-hisparse"` quoted whole as a word: the new words quoted alike."""
    assert anchor.name_span is not None
    first = anchor.parts[0]
    quote = text[first.start : first.start + 1]
    name = anchor.name_span
    whole_word = (
        quote in {'"', "'"}
        and name.start == first.start + 1
        and text[name.end : first.end] == quote
        and len(anchor.parts) == 1
    )
    if not whole_word:
        return words
    return " ".join(f"{quote}{word}{quote}" for word in words.split(" "))


class _Line(NamedTuple):
    """The line an option is written on, as far as laying out a new one needs."""

    indent: str | None
    """The blanks before the option when nothing else is; else None."""
    after: str
    """What follows the option on its line, without the line break."""
    newline: str
    previous_continued: str | None
    """The blanks before the `\\` ending the line before, when it ends so."""


def _line(text: str, span: Span) -> _Line:
    start = text.rfind("\n", 0, span.start) + 1
    end = text.find("\n", span.end)
    crlf = end > span.end and text[end - 1] == "\r"
    end = len(text) if end < 0 else end
    before = text[start : span.start]
    previous = text[: max(start - 1, 0)]
    previous_crlf = previous.endswith("\r")
    previous = previous.removesuffix("\r")
    continued = None
    if start > 0 and previous.endswith("\\"):
        body = previous[:-1]
        continued = body[len(body.rstrip(" \t")) :]
    return _Line(
        indent=before if not before.strip(" \t") else None,
        after=text[span.end : end - 1 if crlf else end],
        newline="\r\n" if crlf or previous_crlf else "\n",
        previous_continued=continued,
    )


def removal_span(text: str, span: Span) -> Span:
    """What to delete, around an option at `span`, so no blank or dangling `\\` is left."""
    line_start = text.rfind("\n", 0, span.start) + 1
    line_end = text.find("\n", span.end)
    line_end = len(text) if line_end < 0 else line_end
    before = text[line_start : span.start]
    after = text[span.end : line_end].rstrip("\r")
    continued = re.fullmatch(r"[ \t]*\\[ \t]*", after) is not None
    ends_line = re.fullmatch(r"[ \t]*(#.*)?", after) is not None
    if not before.strip() and (continued or ends_line):
        next_line = min(line_end + 1, len(text))
        if continued:
            return Span(line_start, next_line)
        previous = text[: max(line_start - 1, 0)].rstrip("\r")
        if line_start > 0 and previous.endswith("\\"):
            backslash = len(previous) - 1
            blanks = len(previous[:backslash]) - len(previous[:backslash].rstrip(" \t"))
            content_end = line_end - 1 if text[line_end - 1 : line_end] == "\r" else line_end
            return Span(backslash - blanks, content_end)
        return Span(line_start, next_line)
    trailing = len(after) - len(after.lstrip(" \t"))
    if trailing and not (continued or ends_line):
        return Span(span.start, span.end + trailing)
    leading = len(before) - len(before.rstrip(" \t"))
    return Span(span.start - leading, span.end)
