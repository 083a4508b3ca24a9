"""Shell launch commands written as Python strings (`os.system("python -m ...")`,
`launch_server_cmd(\"\"\"...\"\"\")`, implicitly concatenated pieces split over lines).

The shell adapter reads each string's shell view; its spans are mapped back
into the literals, and its edits are replayed one at a time so each change
can be written into the literal it falls in, with that literal's quoting. A
piece of a concatenation that an edit empties is removed with its line.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cached_property

from hisparse_fix.formats import shell
from hisparse_fix.formats.errors import ParseError
from hisparse_fix.formats.python.scan import Scan, dotted
from hisparse_fix.formats.python.split_command import SPLIT_CALLS, split_sites
from hisparse_fix.formats.python.strings import Decoded, Literal, decode, encode
from hisparse_fix.formats.shell_view import UnwritableEditError, map_site, replay
from hisparse_fix.formats.text_edits import Replacement, dedupe_edits
from hisparse_fix.sites import Edit, LaunchSite, Option, Span

_LAUNCH = re.compile(r"sglang\.\w|\bserve\b")
"""What a shell launch string holds: an SGLang module run with `-m`, or `sglang serve`."""


@dataclass(frozen=True)
class ShellString:
    """A string expression holding a shell launch, with the shell adapter's sites
    in the coordinates of its shell view."""

    decoded: Decoded
    span: Span
    sites: tuple[LaunchSite, ...]
    text: str
    """The whole file, for the layout around a literal."""

    def owns(self, option: Option) -> bool:
        """Whether `option` (in source coordinates) is one of this string's."""
        return option.span in self.option_spans

    @cached_property
    def option_spans(self) -> frozenset[Span]:
        return frozenset(
            self.decoded.map_span(option.span) for site in self.sites for option in site.options
        )


def shell_strings(scan: Scan) -> Iterator[ShellString]:
    text = scan.source.text
    for node in scan.strings:
        span = scan.source.span(node)
        if "hisparse" not in text[span.start : span.end]:
            continue
        decoded = decode(node, text, scan.source.span, shell_view=True)
        if decoded is None or "hisparse" not in decoded.text:
            continue
        if not _LAUNCH.search(decoded.text):
            continue
        call = scan.arguments.get(id(node))
        split = call is not None and dotted(call.func)[-1:] in ([name] for name in SPLIT_CALLS)
        read = split_sites if split else shell.find_sites
        try:
            sites = read(decoded.text)
        except ParseError:
            continue
        if sites:
            yield ShellString(decoded, span, tuple(sites), text)


def mapped_sites(string: ShellString) -> list[LaunchSite]:
    """The sites with their spans in the Python source."""
    decoded = string.decoded
    return [map_site(site, decoded.map_span, decoded.touches_field) for site in string.sites]


def replacements(string: ShellString, edits: Sequence[Edit]) -> list[Replacement]:
    """Source replacements that carry out `edits` (options in source coordinates)."""
    decoded = string.decoded
    by_span = {
        decoded.map_span(option.span): option for site in string.sites for option in site.options
    }
    view_edits = [
        Edit(edit.kind, by_span[edit.option.span], edit.value)
        for edit in dedupe_edits(edits)
        if edit.option.span in by_span
    ]
    changes, _ = replay(decoded.text, view_edits, decoded.owners)
    return _to_source(string, changes)


def _to_source(string: ShellString, changes: list[tuple[int, int, str]]) -> list[Replacement]:
    """View changes as source replacements, piece by piece; emptied pieces go whole."""
    decoded = string.decoded
    pieces: list[tuple[int, Span, str]] = []
    for start, end, new in changes:
        pieces.extend(_split(decoded, start, end, new))
    emptied = _emptied(decoded, pieces)
    result = [
        Replacement(span, _encode(new, decoded.literals[owner]))
        for owner, span, new in pieces
        if owner not in emptied
    ]
    result.extend(
        Replacement(_literal_removal(string.text, decoded, owner), "") for owner in emptied
    )
    return result


def _split(decoded: Decoded, start: int, end: int, new: str) -> Iterator[tuple[int, Span, str]]:
    """A view change as (literal, source span, new text), one per literal it touches."""
    if start == end:
        owner = decoded.owners[start - 1] if start > 0 else 0
        at = decoded.point(start) if start == 0 else decoded.ends[start - 1]
        yield owner, Span(at, at), new
        return
    run_start = start
    for index in range(start + 1, end + 1):
        if index == end or decoded.owners[index] != decoded.owners[run_start]:
            span = Span(decoded.starts[run_start], decoded.ends[index - 1])
            yield decoded.owners[run_start], span, new
            new, run_start = "", index


def _emptied(decoded: Decoded, pieces: list[tuple[int, Span, str]]) -> set[int]:
    """Literals of a concatenation whose every character is removed and nothing added."""
    if len(decoded.literals) < 2:
        return set()
    removed: dict[int, int] = {}
    added: set[int] = set()
    for owner, span, new in pieces:
        if new:
            added.add(owner)
        removed[owner] = removed.get(owner, 0) + sum(
            1
            for index, start in enumerate(decoded.starts)
            if decoded.owners[index] == owner and span.start <= start < span.end
        )
    total = {owner: decoded.owners.count(owner) for owner in removed}
    emptied = {o for o, n in removed.items() if n and n == total[o] and o not in added}
    return emptied if len(emptied) < len(decoded.literals) else set()


def _encode(new: str, literal: Literal) -> str:
    written = encode(new, literal)
    if written is None:
        raise UnwritableEditError(f"{new!r} cannot be written in a {literal.prefix}-string")
    return written


def _literal_removal(text: str, decoded: Decoded, owner: int) -> Span:
    """One piece of an implicit concatenation, with its line when it stands alone."""
    literal = decoded.literals[owner].span
    line_start = text.rfind("\n", 0, literal.start) + 1
    line_end = text.find("\n", literal.end)
    line_end = len(text) if line_end < 0 else line_end
    before, after = text[line_start : literal.start], text[literal.end : line_end]
    if not before.strip() and re.fullmatch(r"[ \t]*(#.*)?\r?", after):
        return Span(line_start, min(line_end + 1, len(text)))
    if owner > 0:
        previous = decoded.literals[owner - 1].span
        gap = text[previous.end : literal.start]
        if "\n" not in gap and "#" not in gap:
            return Span(previous.end, literal.end)
    elif len(decoded.literals) > 1:
        following = decoded.literals[1].span
        gap = text[literal.end : following.start]
        if "\n" not in gap and "#" not in gap:
            return Span(literal.start, following.start)
    return literal
