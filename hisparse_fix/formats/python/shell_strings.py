"""Shell launch commands written as Python strings (`os.system("python -m ...")`,
`launch_server_cmd(\"\"\"...\"\"\")`, implicitly concatenated pieces split over lines).

The shell adapter reads each string's shell view; its spans are mapped back
into the literals, and its edits are replayed one at a time so each change
can be written into the literal it falls in, with that literal's quoting. A
piece of a concatenation that an edit empties is removed with its line.
A string is read once for each environment it runs with (`string_env`),
under what it inherits (`inherited`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from typing import NamedTuple

from hisparse_fix.formats import shell
from hisparse_fix.formats.errors import ParseError, UnwritableEditError
from hisparse_fix.formats.python.commands import Command
from hisparse_fix.formats.python.inherited import under
from hisparse_fix.formats.python.literals import Decoded, Literal, encode
from hisparse_fix.formats.python.scan_records import Scan
from hisparse_fix.formats.python.split_command import split_sites
from hisparse_fix.formats.python.string_env import Environment
from hisparse_fix.formats.shell_text import command as shell_string
from hisparse_fix.formats.shell_text.view import map_site, replay
from hisparse_fix.formats.text_edits import Replacement, dedupe_edits
from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.sites import Edit, LaunchSite, Span


class Written(NamedTuple):
    """How a Python command string is written: the command (its literals and their
    decoding) and the whole file, for the layout around a literal."""

    command: Command
    text: str


ShellString = shell_string.ShellString[Written]
"""A string expression holding a shell launch (see `shell_string`), its sites in the
coordinates of its shell view (as the string reads alone)."""


def _decoded(string: ShellString) -> Decoded:
    return string.where.command.decoded


def shell_strings(scan: Scan, commands: Sequence[Command]) -> Iterator[ShellString]:
    text = scan.source.text
    for command in commands:
        view = command.decoded
        string = ShellString(
            scan.source.span(command.located.node),
            view.text,
            view.starts,
            view.ends,
            view.dynamic,
            Written(command, text),
            view.owners,
            empty=view.point(0),
        )
        read = shell_string.read(string, split_sites if command.split else None)
        if read is not None:
            yield read


def launch_sites(string: ShellString, environments: Sequence[Environment]) -> list[LaunchSite]:
    """The string's sites in the Python source, once for each environment it runs with:
    what the command itself sets wins over what it inherits."""
    result: list[LaunchSite] = []
    for words, env, notes in environments:
        if string.problem is not None:
            site = shell_string.unread_site(string, env)
            site = replace(site, run=words, notes=tuple(dict.fromkeys((*site.notes, *notes))))
            if site not in result:
                result.append(site)
            continue
        if string.where.command.split:
            sites = [replace(site, env={**env, **site.env}) for site in string.sites]
        else:
            sites = _inheriting(string, env)
        for site in mapped_sites(string, sites):
            run = " ".join(part for part in (words, site.run) if part)
            site = replace(site, run=run, notes=tuple(dict.fromkeys((*site.notes, *notes))))
            if site not in result:
                result.append(site)
    return result


def _inheriting(string: ShellString, env: dict[str, str]) -> list[LaunchSite]:
    try:
        return under(shell.find_sites, string.view, env)
    except ParseError:
        return [replace(site, env={**env, **site.env}) for site in string.sites]


def mapped_sites(string: ShellString, sites: Sequence[LaunchSite]) -> list[LaunchSite]:
    """The sites with their spans in the Python source; a name keeps a span only where
    each of its characters is written as itself."""
    view = _decoded(string)
    result = []
    for site in sites:
        mapped = map_site(site, string.map_span, string.touches_template)
        options = tuple(
            replace(new, name_span=_written(view, old.name_span))
            for old, new in zip(site.options, mapped.options, strict=True)
        )
        result.append(replace(mapped, options=options))
    return result


def _written(decoded: Decoded, span: Span | None) -> Span | None:
    return None if span is None else decoded.written_span(span.start, span.end)


def replacements(string: ShellString, edits: Sequence[Edit]) -> list[Replacement]:
    """Source replacements that carry out `edits` (options in source coordinates)."""
    if string.problem is not None:
        raise UnwritableEditError("the string cannot be read as shell", at=string.span.start)
    by_span = string.options
    view_edits = [
        replace(edit, option=by_span[edit.option.span])
        for edit in dedupe_edits(edits)
        if edit.option.span in by_span
    ]
    changes, _ = replay(string.view, view_edits, string.owners, string.dynamic)
    return _to_source(string, changes)


def _to_source(string: ShellString, changes: list[tuple[int, int, str]]) -> list[Replacement]:
    """View changes as source replacements, piece by piece; emptied pieces go whole."""
    view, text = _decoded(string), string.where.text
    pieces: list[tuple[int, Span, str]] = []
    for start, end, new in changes:
        pieces.extend(_split(view, start, end, new))
    emptied = _emptied(view, pieces)
    result = [
        Replacement(span, _encode(text, new, view.literals[owner]))
        for owner, span, new in pieces
        if owner not in emptied
    ]
    result.extend(Replacement(_literal_removal(text, view, owner), "") for owner in emptied)
    return result


def _split(decoded: Decoded, start: int, end: int, new: str) -> Iterator[tuple[int, Span, str]]:
    """A view change as (literal, source span, new text), one per literal it touches."""
    if start == end:
        if _inside_field(decoded, start):
            raise UnwritableEditError("a new option would land inside an f-string field")
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


def _inside_field(decoded: Decoded, at: int) -> bool:
    """Whether view position `at` falls between two characters of one f-string field."""
    if not 0 < at < len(decoded.text) or not decoded.touches_field(Span(at - 1, at + 1)):
        return False
    return decoded.starts[at - 1] == decoded.starts[at]


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


_CONTINUATION = re.compile(r"(\\\n)")
_ESCAPED_CONTINUATION = re.compile(r"\\\\\r?\n")


def _encode(text: str, new: str, literal: Literal) -> str:
    """View text written inside `literal`. A line continuation of the view (`\\` and a
    newline) is written as the literal's other lines end: Python's own backslash-newline
    (which the view reads as the shell's) or an escaped backslash before a newline; a
    new line ends as the literal's lines do (CRLF kept)."""
    source = text[literal.span.start : literal.span.end]
    newline = "\r\n" if "\r\n" in source else "\n"
    escaped = not literal.raw and _ESCAPED_CONTINUATION.search(source)
    continuation = ("\\\\" if escaped else "\\") + newline
    out = []
    for piece in _CONTINUATION.split(new):
        if piece == "\\\n":
            out.append(continuation)
            continue
        written = encode(piece, literal)
        if written is None:
            raise UnwritableEditError(f"{new!r} cannot be written in a {literal.prefix}-string")
        out.append(written.replace("\n", newline) if literal.triple else written)
    return "".join(out)


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
