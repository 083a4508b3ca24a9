"""The script's text and its tree-sitter-bash tree, with character spans."""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterator
from functools import cache

import tree_sitter_bash
from tree_sitter import Language, Node, Parser, Query, QueryCursor

from hisparse_fix.formats.errors import ParseError
from hisparse_fix.formats.offsets import CharOffsets
from hisparse_fix.formats.shell.recovery import Recovered, brace_defaults
from hisparse_fix.vocabulary.sites import Span


@cache
def _parser() -> Parser:
    return Parser(Language(tree_sitter_bash.language()))


class Source:
    """The text with its UTF-8 bytes, converting tree-sitter byte offsets to characters."""

    def __init__(self, text: str) -> None:
        self.text = text
        self._offsets = CharOffsets(text)
        self.data = self._offsets.data
        self._ascii = self._offsets.one_byte_each
        self.memo: dict[object, object] = {}
        """What readers work out once per node of this text (keyed by their own names)."""
        self.recovered: tuple[Recovered, ...] = ()
        """Expansions the parser was not shown whole (see `recovery`)."""
        self.unparsed: tuple[Span, ...] = ()
        """Statements the parser was not shown at all (`bash -n` reads them; tree-sitter
        does not): each is read as a command that may change any variable."""

    def char(self, byte_offset: int) -> int:
        return self._offsets.char(byte_offset)

    def span(self, node: Node) -> Span:
        if self._ascii:  # one byte a character: the offsets are the same
            return Span(node.start_byte, node.end_byte)
        return Span(self.char(node.start_byte), self.char(node.end_byte))

    def slice(self, node: Node) -> str:
        if self._ascii:
            return self.text[node.start_byte : node.end_byte]
        span = self.span(node)
        return self.text[span.start : span.end]

    def holds(self, node: Node, needle: str) -> bool:
        """Whether `needle` is written in the node's text (looked up once per text)."""
        key = ("holds", needle)
        starts = self.memo.get(key)
        if starts is None:
            found = []
            at = self.text.find(needle)
            while at >= 0:
                found.append(at)
                at = self.text.find(needle, at + 1)
            starts = self.memo[key] = found
        if not starts:
            return False
        span = self.span(node)
        first = bisect_left(starts, span.start)  # type: ignore[arg-type]
        return first < len(starts) and starts[first] + len(needle) <= span.end  # type: ignore[index]

    def line(self, node: Node) -> int:
        return node.start_point[0] + 1


def parse(source: Source) -> Node:
    """The root of the tree; a file tree-sitter cannot read raises `ParseError`,
    unless bash reads it: then a brace in an expansion's default is blanked (see
    `recovery`, their places kept in `source.recovered`), and each top-level
    statement tree-sitter still cannot read is read as `:` (kept in
    `source.unparsed`)."""
    tree = _parser().parse(source.data)
    error = _first_error(tree.root_node)
    if error is None:
        return tree.root_node
    patched, recovered = brace_defaults(source.text)
    patched = _without_last_continuation(patched)
    retry = _parser().parse(_encoded(patched)) if patched != source.text else tree
    unparsed: list[Span] = []
    while (left := _first_error(retry.root_node)) is not None and len(unparsed) < _MOST_UNPARSED:
        span = _lines_of(source.text, source.char(left.start_byte))
        if span in unparsed or span.start >= span.end or _opens_heredoc(source.text, span):
            break
        patched = _as_nothing(patched, span)
        unparsed.append(span)
        retry = _parser().parse(_encoded(patched))
    if _first_error(retry.root_node) is None and (not unparsed or bash_reads(source.text)):
        source.recovered, source.unparsed = recovered, tuple(unparsed)
        return retry.root_node
    snippet = source.slice(error).split("\n", 1)[0][:40]
    problem = "missing " + error.type if error.is_missing else f"unexpected `{snippet}`"
    offset = source.char(error.start_byte)  # tree-sitter's own column counts bytes
    raise ParseError.at(source.text, offset, f"could not parse shell: {problem}")


_MOST_UNPARSED = 16
"""Statements set aside before a script counts as one the tool cannot read."""


def _without_last_continuation(text: str) -> str:
    """A `\\` that ends the script's last line (a Markdown block cut after a continued
    line) continues it onto nothing: bash ends the command there, tree-sitter-bash
    reports an error. The parser is shown a blank in its place (same offsets)."""
    body = text.rstrip("\r\n")
    escapes = len(body) - len(body.rstrip("\\"))
    if escapes % 2 == 0:
        return text
    return text[: len(body) - 1] + " " + text[len(body) :]


def _encoded(text: str) -> bytes:
    return text.encode("utf-8", "surrogateescape")


def _lines_of(text: str, offset: int) -> Span:
    """The line holding `offset`, with the lines a `\\` at its end continues it onto,
    without its indentation and newline."""
    start = text.rfind("\n", 0, offset) + 1
    while start < len(text) and text[start] in " \t":
        start += 1
    end = text.find("\n", offset)
    while end != -1 and text[:end].endswith("\\"):
        end = text.find("\n", end + 1)
    return Span(start, len(text) if end == -1 else end)


def _as_nothing(text: str, span: Span) -> str:
    """`text` with the statement at `span` read as `:` (same UTF-8 length, same lines)."""
    kept = "".join(
        char if char == "\n" else " " * len(char.encode("utf-8", "surrogateescape"))
        for char in text[span.start : span.end]
    )
    return text[: span.start] + ":" + kept[1:] + text[span.end :]


def bash_reads(text: str) -> bool:
    """Whether `bash -n` accepts the script (False without a bash to ask)."""
    import shutil
    import subprocess

    bash = shutil.which("bash")
    if bash is None:
        return False
    try:
        done = subprocess.run(
            [bash, "-n"], input=_encoded(text), capture_output=True, timeout=10, check=False
        )
    except (OSError, subprocess.SubprocessError):
        return False
    return done.returncode == 0


def nodes_of(node: Node, *types: str) -> list[Node]:
    """The nodes of `types` under `node` (itself included), in source order: found by a
    tree-sitter query, in C, where a walk in Python visits every node of a long script."""
    found = QueryCursor(_query(types)).captures(node)
    nodes = [item for group in found.values() for item in group]
    nodes.sort(key=lambda item: (item.start_byte, -item.end_byte))
    return nodes


@cache
def _query(types: tuple[str, ...]) -> Query:
    language = Language(tree_sitter_bash.language())
    return Query(language, " ".join(f"({kind}) @node" for kind in types))


def _opens_heredoc(text: str, span: Span) -> bool:
    """Whether the lines hold a heredoc's `<<`: read as `:`, the heredoc's body would be
    read as the script's own commands."""
    return "<<" in text[span.start : span.end].replace("<<<", "")


def walk(node: Node) -> Iterator[Node]:
    """Every node under `node`, in source order."""
    stack = [node]
    while stack:
        current = stack.pop()
        yield current
        stack.extend(reversed(current.children))


_STATEMENTS = frozenset(
    {
        "command",
        "comment",
        "declaration_command",
        "function_definition",
        "list",
        "pipeline",
        "redirected_statement",
        "subshell",
        "variable_assignment",
    }
)


def _first_error(node: Node) -> Node | None:
    """Where parsing went wrong: a missing token, else the first piece of an
    error node that is not a complete statement (tree-sitter folds the valid
    statements before the problem into the same error node)."""
    if not node.has_error:
        return None
    for current in walk(node):
        if current.is_missing:
            return current
        if current.type == "ERROR":
            for child in current.children:
                if child.type not in _STATEMENTS or child.has_error:
                    return _first_error(child) or child
            return current
    return node
