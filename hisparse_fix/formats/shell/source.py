"""The script's text and its tree-sitter-bash tree, with character spans."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

import tree_sitter_bash
from tree_sitter import Language, Node, Parser

from hisparse_fix.formats.errors import ParseError
from hisparse_fix.formats.offsets import CharOffsets
from hisparse_fix.formats.shell.recovery import Recovered, brace_defaults
from hisparse_fix.sites import Span


@cache
def _parser() -> Parser:
    return Parser(Language(tree_sitter_bash.language()))


class Source:
    """The text with its UTF-8 bytes, converting tree-sitter byte offsets to characters."""

    def __init__(self, text: str) -> None:
        self.text = text
        self._offsets = CharOffsets(text)
        self.data = self._offsets.data
        self.recovered: tuple[Recovered, ...] = ()
        """Expansions the parser was not shown whole (see `recovery`)."""

    def char(self, byte_offset: int) -> int:
        return self._offsets.char(byte_offset)

    def span(self, node: Node) -> Span:
        return Span(self.char(node.start_byte), self.char(node.end_byte))

    def slice(self, node: Node) -> str:
        span = self.span(node)
        return self.text[span.start : span.end]

    def line(self, node: Node) -> int:
        return node.start_point[0] + 1


def parse(source: Source) -> Node:
    """The root of the tree; a file tree-sitter cannot read raises `ParseError`,
    unless what stops it is a brace in an expansion's default (see `recovery`):
    then the tree of the text with those defaults blanked, their places kept in
    `source.recovered`."""
    tree = _parser().parse(source.data)
    error = _first_error(tree.root_node)
    if error is None:
        return tree.root_node
    patched, recovered = brace_defaults(source.text)
    if recovered:
        retry = _parser().parse(patched.encode("utf-8", "surrogateescape"))
        if _first_error(retry.root_node) is None:
            source.recovered = recovered
            return retry.root_node
    line, column = error.start_point
    snippet = source.slice(error).split("\n", 1)[0][:40]
    problem = "missing " + error.type if error.is_missing else f"unexpected `{snippet}`"
    raise ParseError(line + 1, column + 1, f"could not parse shell: {problem}")


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
