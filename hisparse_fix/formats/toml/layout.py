"""Where every key, value and array item of a TOML document is, in characters.

tomlkit keeps the text of every piece of a document (indent, key, separator,
value, comment, trail) so that `as_string()` gives the source back exactly,
but it keeps no offsets. `locate` walks a parsed document in the order
tomlkit renders it and checks each piece against the source as it goes, so
a span it returns always covers the text it names, or it raises
`LayoutError` rather than guess. The walk follows tomlkit 0.15's renderer
and accepts what older releases (0.12 on) leave out of a document's body.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Any, NamedTuple

import tomlkit
from tomlkit import exceptions as tomlkit_errors
from tomlkit.container import Container
from tomlkit.items import (
    AoT,
    Array,
    Comment,
    InlineTable,
    Item,
    Key,
    Null,
    Table,
    Whitespace,
)
from tomlkit.parser import Parser

from hisparse_fix.formats.errors import ParseError
from hisparse_fix.formats.offsets import line_and_column
from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.sites import Span

Path = tuple[str | int, ...]
"""A table's place in the document: key names, and indexes into arrays."""

_BOM = "\ufeff"
_NOT_ROUND_TRIP = "tomlkit would not write this file back as it is"


class LayoutError(Exception):
    """The walk disagreed with the source: a tomlkit this module does not mirror."""

    def __init__(self, offset: int) -> None:
        super().__init__(f"cannot locate TOML item at offset {offset}")
        self.offset = offset


class Entry(NamedTuple):
    """A `key = value` pair: the table it sets a key in, and where it is written."""

    table: Path
    name: str
    """The key's last part, unquoted (`kv-cache-dtype` for `sglang."kv-cache-dtype"`)."""
    item: Item
    key_start: int
    key: Span
    """The key's last part as written, quotes included (`"kv-cache-dtype"`)."""
    value: Span
    """The value as written, quotes and brackets included."""
    inline: bool
    """Inside an inline table, so it shares its line with other pairs."""

    @property
    def span(self) -> Span:
        return Span(self.key_start, self.value.end)


class Element(NamedTuple):
    item: Item
    span: Span


class ArrayLayout(NamedTuple):
    """An array value and its items (comments and commas are not items)."""

    path: Path
    """The key that holds the array, with its table; an index for a nested array."""
    span: Span
    elements: tuple[Element, ...]


class Layout(NamedTuple):
    entries: tuple[Entry, ...]
    arrays: tuple[ArrayLayout, ...]
    headers: Mapping[Path, Span]
    """The `[table]` and `[[array]]` headers, brackets included."""


def parse(text: str) -> Container:
    """The tomlkit document of a text (a leading BOM removed), or `ParseError`.

    The error's place is the tool's, found in the text (`_error_offset`): tomlkit's own
    line and column have changed between its releases (a repeated key at column 0 from
    0.15, a column one too far on CRLF lines before it), and a report must not."""
    body = text.removeprefix(_BOM)
    parser = _Placing(body)
    try:
        return parser.parse()
    except (tomlkit_errors.TOMLKitError, ValueError) as error:
        offset, reason = _error_offset(body, parser, error)
        raise ParseError.at(body, offset, f"could not parse TOML: {reason}") from error


class _Placing(Parser):
    """tomlkit's parser, noting the offset each error it makes is made at: the parser
    then moves back to where the value began before the error is raised."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.error_at: int | None = None
        source = self._src
        make = source.parse_error

        def parse_error(*args: Any, **kwargs: Any) -> tomlkit_errors.ParseError:
            self.error_at = source.idx
            return make(*args, **kwargs)

        source.parse_error = parse_error  # type: ignore[method-assign]


_TOMLKIT_PLACE = re.compile(r" at line \d+ col \d+$")
"""The place tomlkit appends to its messages; the tool gives its own."""

_NEWLINE = re.compile("\n")

_MOST_LINES_BACK = 64
"""Lines looked back from where tomlkit stopped for the start of a repeated key."""


def _error_offset(body: str, parser: _Placing, error: Exception) -> tuple[int, str]:
    """Where in `body` the error is, and what it is.

    tomlkit makes a syntax error where it finds it; the end of the text is named
    plainly. A key or table written twice is only found once the whole repeated item
    is read, so that error is placed at the repeated item itself: the start of the
    last line before the stop whose text before it tomlkit reads without the error."""
    stopped = parser._idx if parser.error_at is None else parser.error_at
    if _repeated(error):
        return _repeated_item(body, stopped), _TOMLKIT_PLACE.sub("", str(error))
    if stopped >= len(body):
        return len(body), "unexpected end of file"
    return stopped, _TOMLKIT_PLACE.sub("", str(error))


def _repeated(error: BaseException) -> bool:
    """A key or table written twice: tomlkit raises it as such before 0.15, and from
    0.15 as a parse error caused by it."""
    return isinstance(error, tomlkit_errors.KeyAlreadyPresent) or isinstance(
        error.__cause__, tomlkit_errors.KeyAlreadyPresent
    )


def _repeated_item(body: str, stopped: int) -> int:
    """The first character of the line that starts the repeated item."""
    starts = [match.end() for match in _NEWLINE.finditer(body, 0, stopped)]
    candidates = [0, *starts][::-1][: _MOST_LINES_BACK + 1]
    for start in candidates:
        if start >= stopped:
            continue
        try:
            Parser(body[:start]).parse()
        except (tomlkit_errors.TOMLKitError, ValueError):
            continue
        line_end = body.find("\n", start)
        line = body[start : len(body) if line_end < 0 else line_end]
        return start + len(line) - len(line.lstrip(" \t"))
    return stopped


def locate(text: str) -> Layout:
    """Parse `text` and place every pair, array and header in it.

    tomlkit moves the later elements of an array of tables that another
    table splits (`[[a]]`, `[b]`, `[[a]]`) next to the first one, so such a
    document is placed piece by piece: each piece is the text up to where
    tomlkit's rendering departs from the source, parsed on its own, and its
    paths are renumbered to count the elements of earlier pieces.
    """
    document = parse(text)
    start = len(text) - len(text.removeprefix(_BOM))
    entries: list[Entry] = []
    arrays: list[ArrayLayout] = []
    headers: dict[Path, Span] = {}
    counts: dict[Path, int] = {}
    for piece_start, piece_end, piece in _pieces(text, start, document):
        walk = _Walk(text, piece_start)
        walk.document(piece)
        if walk.pos != piece_end:
            raise LayoutError(walk.pos)
        renumber = _Renumber(dict(counts))
        entries.extend(replace(entry, table=renumber(entry.table)) for entry in walk.entries)
        arrays.extend(replace(array, path=renumber(array.path)) for array in walk.arrays)
        for path, span in walk.headers.items():
            headers[renumber(path)] = span
        counts = _element_counts(headers)
    entries.sort(key=lambda entry: entry.key_start)
    return Layout(tuple(entries), tuple(arrays), headers)


def _pieces(text: str, start: int, document: Container) -> list[tuple[int, int, Container]]:
    """(start, end, document) of pieces of the text that tomlkit writes back as they are.

    The whole text when it can; else each top-level table (with the array
    elements that follow it) on its own, cut where tomlkit's parser starts it.
    """
    body = text[start:]
    if document.as_string() == body:
        return [(start, len(text), document)]
    parser = _TableStarts(body)
    parser.parse()
    cuts = [start, *(start + cut for cut in parser.starts if cut > 0), len(text)]
    pieces = []
    for piece_start, piece_end in pairwise(cuts):
        piece = text[piece_start:piece_end]
        try:
            piece_document = tomlkit.parse(piece)
        except (tomlkit_errors.TOMLKitError, ValueError):
            piece_document = None
        if piece_document is None or piece_document.as_string() != piece:
            line = line_and_column(text, piece_start)[0]
            raise ParseError(line, 1, _NOT_ROUND_TRIP)
        pieces.append((piece_start, piece_end, piece_document))
    return pieces


class _TableStarts(Parser):
    """tomlkit's parser, noting where each top-level table starts.

    Top-level tables are the ones it parses with no parent; the elements of
    an array of tables that follow the first one are parsed with it.
    """

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.starts: list[int] = []

    def _parse_table(
        self, parent_name: Key | None = None, parent: Table | None = None
    ) -> tuple[Key, Table | AoT]:
        if parent_name is None:
            self.starts.append(self._idx)
        return super()._parse_table(parent_name, parent)


def _element_counts(headers: Mapping[Path, Span]) -> dict[Path, int]:
    """How many elements each array of tables has so far, by its path."""
    counts: dict[Path, int] = {}
    for path in headers:
        if path and isinstance(path[-1], int):
            counts[path[:-1]] = max(counts.get(path[:-1], 0), path[-1] + 1)
    return counts


class _Renumber(NamedTuple):
    """Paths of a later piece in the whole document's numbering.

    `[[a]]` in a piece continues the array of tables of earlier pieces, and a
    `[a.b]` there extends its last element, as TOML reads a split array.
    """

    counts: Mapping[Path, int]

    def __call__(self, path: Path) -> Path:
        out: list[str | int] = []
        for part in path:
            count = self.counts.get(tuple(out))
            if count is not None and isinstance(part, int):
                part += count
            elif count is not None:
                out.append(count - 1)
            out.append(part)
        return tuple(out)


def _emits_header(key: Key, table: Table) -> bool:
    """Whether tomlkit writes a `[header]` line for a table (its `_emits_header`)."""
    body = table.value.body
    return (
        not table.is_super_table()
        or (
            any(not isinstance(v, (Table, AoT, Whitespace, Null)) for _, v in body)
            and not key.is_dotted()
        )
        or (
            any(k is not None and k.is_dotted() for k, v in body if isinstance(v, Table))
            and not key.is_dotted()
        )
    )


def _is_empty_aot(item: Item) -> bool:
    return isinstance(item, AoT) and not item.body


def _joined(prefix: str | None, key: Key) -> str:
    return key.as_string() if prefix is None else f"{prefix}.{key.as_string()}"


@dataclass
class _Walk:
    """A cursor over the source that follows tomlkit's `Container.as_string` step by step."""

    text: str
    pos: int
    entries: list[Entry] = field(default_factory=list)
    arrays: list[ArrayLayout] = field(default_factory=list)
    headers: dict[Path, Span] = field(default_factory=dict)

    def take(self, piece: str) -> Span:
        """Step over `piece`, which must be the source text at the cursor."""
        if not self.text.startswith(piece, self.pos):
            raise LayoutError(self.pos)
        span = Span(self.pos, self.pos + len(piece))
        self.pos = span.end
        return span

    def newline_before(self, start: int, item: Item) -> None:
        """The newline tomlkit adds before a table that does not start a line."""
        rendered = self.text[start : self.pos].strip(" ")
        if rendered and not rendered.endswith("\n") and "\n" not in item.trivia.indent:
            self.take("\n")

    def document(self, document: Container) -> None:
        start = self.pos
        for key, item in document.body:
            if key is None:
                self.take(item.as_string())
            elif _is_empty_aot(item):
                continue
            elif isinstance(item, Table):
                self.newline_before(start, item)
                self.table(key, item, None, (key.key,))
            elif isinstance(item, AoT):
                self.newline_before(start, item)
                self.aot(key, item, None, (key.key,))
            else:
                self.pair(key, item, None, ())

    def header(self, table: Table, name: str, brackets: tuple[str, str], path: Path) -> None:
        trivia = table.trivia
        start = self.pos + len(trivia.indent)
        self.take(trivia.indent)
        self.take(brackets[0] + name + brackets[1])
        self.headers[path] = Span(start, self.pos)
        self.take(trivia.comment_ws + trivia.comment + trivia.trail)

    def table(self, key: Key, table: Table, prefix: str | None, path: Path) -> None:
        start = self.pos
        name = table.display_name if table.display_name is not None else _joined(prefix, key)
        if _emits_header(key, table):
            brackets = ("[[", "]]") if table.is_aot_element() else ("[", "]")
            self.header(table, name, brackets, path)
            if "\n" not in table.trivia.trail and len(table.value) > 0:
                self.take("\n")
        elif table.trivia.indent == "\n":
            self.take("\n")
        for child_key, child in table.value.body:
            if child_key is None:
                self.take(child.as_string())
            elif _is_empty_aot(child):
                continue
            elif isinstance(child, Table):
                self.newline_before(start, child)
                own_scope = child.is_super_table() and child_key.is_dotted() and not key.is_dotted()
                self.table(child_key, child, None if own_scope else name, (*path, child_key.key))
            elif isinstance(child, AoT):
                self.newline_before(start, child)
                self.aot(child_key, child, name, (*path, child_key.key))
            else:
                self.pair(child_key, child, name if key.is_dotted() else None, path)

    def aot(self, key: Key, aot: AoT, prefix: str | None, path: Path) -> None:
        name = _joined(prefix, key)
        for index, table in enumerate(aot.body):
            self.aot_table(table, name, (*path, index))

    def aot_table(self, table: Table, name: str, path: Path) -> None:
        self.header(table, name, ("[[", "]]"), path)
        for key, child in table.value.body:
            if key is None:
                self.take(child.as_string())
            elif _is_empty_aot(child):
                continue
            elif isinstance(child, Table):
                own_scope = child.is_super_table() and key.is_dotted()
                self.table(key, child, None if own_scope else name, (*path, key.key))
            elif isinstance(child, AoT):
                self.aot(key, child, name, (*path, key.key))
            else:
                self.pair(key, child, None, path)

    def pair(self, key: Key, item: Item, prefix: str | None, table: Path) -> None:
        trivia = item.trivia
        self.take(trivia.indent)
        key_start = self.pos
        joined = _joined(prefix, key)
        self.take(joined + key.sep)
        written = _leaf(self.text, key_start + len(joined), key)
        value = self.value(item, (*table, key.key))
        self.entries.append(Entry(table, key.key, item, key_start, written, value, inline=False))
        self.take(trivia.comment_ws + trivia.comment + trivia.trail)

    def value(self, item: Item, path: Path) -> Span:
        if isinstance(item, Array):
            return self.array(item, path)
        if isinstance(item, InlineTable):
            return self.inline_table(item, path)
        return self.take(item.as_string())

    def array(self, array: Array, path: Path) -> Span:
        start = self.pos
        self.take("[")
        elements = []
        parts = list(array._iter_items())  # the pieces `Array.as_string` joins
        for part in parts:
            if isinstance(part, (Whitespace, Comment, Null)):
                self.take(part.as_string())
            else:
                span = self.value(part, (*path, len(elements)))
                elements.append(Element(part, span))
        if parts and isinstance(parts[-1], Comment):
            self.take("\n" + array.trivia.indent)
        self.take("]")
        span = Span(start, self.pos)
        self.arrays.append(ArrayLayout(path, span, tuple(elements)))
        return span

    def inline_table(self, table: InlineTable, path: Path) -> Span:
        start = self.pos
        self.take("{")
        for key, child in table.value.body:
            if key is None:
                self.separator(child.as_string())
                self.take(child.as_string())
            elif key.is_dotted() and isinstance(child, Table):
                self.separator(child.trivia.indent)
                self.take(child.trivia.indent)
                self.inline_dotted(key, child, path)
            else:
                self.separator(child.trivia.indent)
                self.take(child.trivia.indent)
                self.inline_pair(key, child, "", path)
        self.separator("}")
        self.take("}")
        return Span(start, self.pos)

    def separator(self, following: str) -> None:
        """The comma between inline pairs, which tomlkit before 0.15 keeps out of the body."""
        if self.text.startswith(",", self.pos) and not following.startswith(","):
            self.take(",")

    def inline_dotted(self, key: Key, table: Table, path: Path) -> None:
        """`a.b = 1` inside `{ }`: tomlkit writes one `prefix.child = value` per leaf."""
        for index, (prefix, leaf_key, leaf, table_path) in enumerate(_dotted_leaves(key, table)):
            if index:
                self.take(", ")
            self.inline_pair(leaf_key, leaf, prefix, (*path, *table_path))

    def inline_pair(self, key: Key, item: Item, prefix: str, table: Path) -> None:
        key_start = self.pos
        if prefix:
            self.take(prefix + item.trivia.indent)
        self.take(key.as_string() + key.sep)
        written = _leaf(self.text, self.pos - len(key.sep), key)
        value = self.value(item, (*table, key.key))
        self.entries.append(Entry(table, key.key, item, key_start, written, value, inline=True))
        trivia = item.trivia
        trail = trivia.trail.replace("\n", "")
        self.take((trivia.comment_ws if prefix else "") + trivia.comment + trail)


def _leaf(text: str, end: int, key: Key) -> Span:
    """Where a key's last part is written, given where its text ends (tomlkit keeps the
    blanks around a dotted key's parts in each part's text)."""
    start = end - len(key.as_string())
    written = text[start:end]
    start += len(written) - len(written.lstrip(" \t"))
    return Span(start, start + len(written.strip(" \t")))


def _dotted_leaves(key: Key, table: Table) -> Iterator[tuple[str, Key, Item, Path]]:
    """The leaves of a dotted key inside `{ }`, as `InlineTable._render_dotted` writes them."""
    prefix = f"{key.as_string()}.{key.sep}"
    for child_key, child in table.value.body:
        if child_key is None:
            continue
        if isinstance(child, Table):
            for inner, leaf_key, leaf, path in _dotted_leaves(child_key, child):
                yield prefix + inner, leaf_key, leaf, (key.key, *path)
        else:
            yield prefix, child_key, child, (key.key,)
