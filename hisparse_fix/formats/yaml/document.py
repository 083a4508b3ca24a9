"""A YAML file as PyYAML composes it: nodes with exact character offsets.

PyYAML is SGLang's own reader of `--config` files (`yaml.safe_load`), so
values resolve as SGLang resolves them (`yes` is true). Its libyaml
composer is used where present; it is imported only when a file that
mentions HiSparse is read.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from hisparse_fix.formats.errors import ParseError
from hisparse_fix.sites import Span

Node = Any
"""A `yaml.nodes.Node` (the module is imported lazily)."""
Path = tuple[str | int, ...]
"""Where a node is: its document's index, then keys and sequence indexes."""

_TEMPLATE = re.compile(r"\{\{-?\s|\{%-?\s")
"""A Helm or Jinja tag; a file holding them may be a template, not YAML."""
MERGE = "<<"


@dataclass(frozen=True)
class Composed:
    """The documents of a file; `base` is added to every offset (a BOM libyaml skips)."""

    documents: tuple[Node, ...]
    base: int

    def span(self, node: Node) -> Span:
        return Span(self.base + node.start_mark.index, self.base + node.end_mark.index)


def compose(text: str) -> Composed | None:
    """The file's documents, or None for a template that is not YAML (Helm's
    `{{ if }}` lines): such a file is skipped, not reported as broken."""
    import yaml

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    base = 1 if text.startswith("\ufeff") else 0
    try:
        documents = tuple(yaml.compose_all(text[base:], Loader=loader))
    except yaml.MarkedYAMLError as error:
        if _TEMPLATE.search(text):
            return None
        mark = error.problem_mark or error.context_mark
        line, column = (mark.line + 1, mark.column + 1) if mark is not None else (1, 1)
        raise ParseError(line, column, f"invalid YAML: {error.problem or error.context}") from None
    except yaml.YAMLError as error:
        raise ParseError(1, 1, f"invalid YAML: {error}") from None
    return Composed(tuple(node for node in documents if node is not None), base)


def kind(node: Node) -> str:
    """`scalar`, `sequence` or `mapping`."""
    return node.id


def walk(node: Node, path: Path) -> Iterator[tuple[Path, Node]]:
    """Every node under `node` (itself first) with its path; an aliased node once
    per place that reads it (a mapping merged in with `<<` is read by its merger)."""
    yield path, node
    if kind(node) == "mapping":
        for key, value in node.value:
            name = key.value if kind(key) == "scalar" else "?"
            if name != MERGE:
                yield from walk(value, (*path, name))
    elif kind(node) == "sequence":
        for index, item in enumerate(node.value):
            yield from walk(item, (*path, index))


def at(documents: tuple[Node, ...], path: Path) -> Node | None:
    """The node at `path`, or None."""
    if not path or not isinstance(path[0], int) or path[0] >= len(documents):
        return None
    node = documents[path[0]]
    for part in path[1:]:
        if isinstance(part, int):
            if kind(node) != "sequence" or part >= len(node.value):
                return None
            node = node.value[part]
        else:
            found = [v for k, v in node.value if kind(k) == "scalar" and k.value == part]
            if kind(node) != "mapping" or not found:
                return None
            node = found[-1]
    return node


def pairs(node: Node) -> list[tuple[Node, Node]]:
    """A mapping's own key/value pairs after the pairs it merges in (`<<: *base`),
    which its own keys override."""
    own = [(k, v) for k, v in node.value if not (kind(k) == "scalar" and k.value == MERGE)]
    merged: list[tuple[Node, Node]] = []
    for key, value in node.value:
        if kind(key) == "scalar" and key.value == MERGE:
            sources = value.value if kind(value) == "sequence" else [value]
            for source in sources:
                if kind(source) == "mapping":
                    merged.extend(pairs(source))
    names = {k.value for k, _ in own if kind(k) == "scalar"}
    kept = [(k, v) for k, v in merged if not (kind(k) == "scalar" and k.value in names)]
    return kept + own


def resolved(node: Node) -> object:
    """A scalar's value as `yaml.safe_load` gives it."""
    import yaml

    return yaml.constructor.SafeConstructor().construct_object(node, deep=True)
