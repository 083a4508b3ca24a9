"""A YAML file as PyYAML composes it: nodes with exact character offsets.

PyYAML is SGLang's own reader of `--config` files (`yaml.safe_load`), so
values resolve as SGLang resolves them (`yes` is true). Its libyaml
composer is used where present; it is imported only when a file that
mentions HiSparse is read.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, TypeVar

from hisparse_fix.formats.errors import ParseError
from hisparse_fix.vocabulary.sites import Span

T = TypeVar("T")
Node = Any
"""A `yaml.nodes.Node` (the module is imported lazily)."""
Path = tuple[str | int, ...]
"""Where a node is: its document's index, then keys and sequence indexes."""

_TEMPLATE = re.compile(r"\{\{-?\s|\{%-?\s")
"""A Helm or Jinja tag; a file holding them may be a template, not YAML."""
MERGE = "<<"
_PROPERTIES = re.compile(r"(?:[&!][^\s]*[ \t]+)+")
"""A node's anchor and tag, written before it."""


@dataclass(frozen=True)
class Composed:
    """The documents of a file; `base` is added to every offset (a BOM libyaml skips)."""

    documents: tuple[Node, ...]
    base: int
    text: str = ""
    derived: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)
    """What is read from the documents once and asked by several readers (`derived_once`)."""

    def derived_once(self, name: str, derive: Callable[[Composed], T]) -> T:
        """`derive(self)`, computed at the first call for `name`: the documents are
        never changed once composed, so neither is anything read from them."""
        if name not in self.derived:
            self.derived[name] = derive(self)
        return self.derived[name]

    def span(self, node: Node) -> Span:
        """Where a node is written; a scalar's own text, after its anchor or tag
        (`&dtype fp8_e5m2`), which PyYAML counts as part of the node."""
        start = self.base + node.start_mark.index
        end = self.base + node.end_mark.index
        if node.id == "scalar":
            properties = _PROPERTIES.match(self.text, start, end)
            if properties is not None and properties.end() < end:
                start = properties.end()
        return Span(start, end)


@lru_cache(maxsize=2)
def compose(text: str) -> Composed | None:
    """The file's documents, or None for a template that is not YAML (Helm's
    `{{ if }}` lines): such a file is skipped, not reported as broken.

    Kept for the texts last read: `apply` receives the text `find_sites` read."""
    import yaml

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    base = 1 if text.startswith("\ufeff") else 0
    try:
        documents = tuple(yaml.compose_all(text[base:], Loader=loader))
    except yaml.YAMLError as error:
        if _TEMPLATE.search(text):
            return None
        raise _placed(text, base, error, loader) from None
    return Composed(tuple(node for node in documents if node is not None), base, text)


def _placed(text: str, base: int, error: Any, loader: Any) -> ParseError:
    """The error as PyYAML's own Python reader places and words it, at the character
    it counts to: libyaml, where installed, places some errors elsewhere and words
    them otherwise, and a report must not depend on how PyYAML was built."""
    import yaml

    if loader is not yaml.SafeLoader:
        try:
            tuple(yaml.compose_all(text[base:], Loader=yaml.SafeLoader))
        except yaml.YAMLError as pure:
            error = pure
    if isinstance(error, yaml.reader.ReaderError):
        code = error.character if isinstance(error.character, int) else ord(error.character)
        what = f"unacceptable character #x{code:04x}: {error.reason}"
        return ParseError.at(text, base + error.position, f"invalid YAML: {what}")
    mark = getattr(error, "problem_mark", None) or getattr(error, "context_mark", None)
    if mark is None:
        return ParseError(1, 1, f"invalid YAML: {error}")
    what = getattr(error, "problem", None) or getattr(error, "context", None)
    return ParseError.at(text, base + mark.index, f"invalid YAML: {what}")


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
            if kind(node) != "mapping":
                return None
            found = [v for k, v in node.value if kind(k) == "scalar" and k.value == part]
            if not found:
                return None
            node = found[-1]
    return node


def pairs(node: Node) -> list[tuple[Node, Node]]:
    """A mapping's own key/value pairs after the pairs it merges in (`<<: *base`).

    An own key overrides a merged one wherever it is written; of several merged
    mappings (`<<: [*a, *b]`) the earlier one is listed, as the YAML merge spec
    says, but PyYAML 6.0.4 takes the later one: a key they give different values
    is not known (`merge_conflicts`).
    """
    own = [(k, v) for k, v in node.value if not (kind(k) == "scalar" and k.value == MERGE)]
    names = {k.value for k, _ in own if kind(k) == "scalar"}
    merged: list[tuple[Node, Node]] = []
    for source in merge_sources(node):
        for key, value in pairs(source):
            name = key.value if kind(key) == "scalar" else None
            if name is None or name not in names:
                merged.append((key, value))
                if name is not None:
                    names.add(name)
    return merged + own


def merge_conflicts(node: Node) -> dict[str, list[Node]]:
    """Keys that several mappings of one merge list (`<<: [*a, *b]`) give different
    values and `node` does not write itself, with their key nodes. PyYAML releases
    differ on which one wins (6.0.4 takes the last), so the value is not known."""
    own = {k.value for k, _ in node.value if kind(k) == "scalar" and k.value != MERGE}
    found: dict[str, list[tuple[Node, Node]]] = {}
    for key, value in node.value:
        if kind(key) != "scalar" or key.value != MERGE or kind(value) != "sequence":
            continue
        for source in value.value:
            if kind(source) != "mapping":
                continue
            for name, item in pairs(source):
                if kind(name) == "scalar" and name.value not in own:
                    found.setdefault(name.value, []).append((name, item))
    return {
        name: [key for key, _ in written]
        for name, written in found.items()
        if len({_written(item) for _, item in written}) > 1
    }


def _written(node: Node) -> object:
    return (node.tag, node.value) if kind(node) == "scalar" else id(node)


def merge_sources(node: Node) -> list[Node]:
    """The mappings `node` merges in (`<<: *a` or `<<: [*a, *b]`), first first."""
    sources: list[Node] = []
    for key, value in node.value:
        if kind(key) == "scalar" and key.value == MERGE:
            listed = value.value if kind(value) == "sequence" else [value]
            sources.extend(source for source in listed if kind(source) == "mapping")
    return sources


def templates(composed: Composed) -> frozenset[int]:
    """The mappings (by `id`) that are only templates (see `_templates`)."""
    return composed.derived_once("templates", lambda each: frozenset(_templates(each)))


def _templates(composed: Composed) -> set[int]:
    """The mappings (by `id`) that are only templates: merged into others and
    written under a key that names a template (compose's `x-` extension fields,
    `.hidden` keys, `base:`, `common:`, `defaults:`). They are read by the
    mappings that merge them, not launched on their own."""
    merged: set[int] = set()
    for index, document in enumerate(composed.documents):
        for _, node in walk(document, (index,)):
            if kind(node) == "mapping":
                merged.update(id(source) for source in merge_sources(node))
    found = set()
    for index, document in enumerate(composed.documents):
        for path, node in walk(document, (index,)):
            if id(node) in merged and any(names_template(part) for part in path[1:]):
                found.add(id(node))
    return found


_TEMPLATE_NAMES = frozenset(
    {"base", "common", "default", "defaults", "shared", "template", "templates", "anchors"}
)


def names_template(part: str | int) -> bool:
    if not isinstance(part, str):
        return False
    name = part.lower()
    return name.startswith(("x-", ".", "_")) or name in _TEMPLATE_NAMES


def line_of(text: str, offset: int) -> int:
    """The 1-based line of a character offset, for messages."""
    return text.count("\n", 0, offset) + 1


def resolved(node: Node) -> object:
    """A scalar's value as `yaml.safe_load` gives it; None (not known) for a tag it
    has no constructor for (`!model`), which `safe_load` refuses."""
    import yaml

    try:
        return yaml.constructor.SafeConstructor().construct_object(node, deep=True)
    except yaml.constructor.ConstructorError:
        return None
