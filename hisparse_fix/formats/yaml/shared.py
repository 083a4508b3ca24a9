"""Text read in several places: anchored mappings merged in with `<<:`, aliased lists.

A key written once in an anchored mapping is read by the mapping that holds
it (unless that is only a template) and by every mapping that merges it in
without a key of its own of that name. When one of those readers is no
HiSparse launch, an edit of the key's text would change it too. YAML's own
override rule gives a way out for a value: a key written in the merging
mapping wins over the merged one, so the new value is written there
(`overrides`). A removal or rename cannot be written so, and a list aliased
as a whole (`args: *common`) has no such rule: their readers are named
(`Reader`) and the edit is refused.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import NamedTuple

from hisparse_fix.formats.yaml.document import (
    MERGE,
    Composed,
    Node,
    Path,
    at,
    kind,
    line_of,
    names_template,
    pairs,
    templates,
    walk,
)
from hisparse_fix.vocabulary.sites import Reader, Span


class Place(NamedTuple):
    """A mapping or list as it is read at one place of the file."""

    node: Node
    path: Path

    def describe(
        self,
        text: str,
        composed: Composed,
        what: str,
        written: Node | None = None,
        why: str = "which has no HiSparse",
    ) -> str:
        """`written`: a node written where this place is (its key), when the node itself is
        an alias whose marks are those of its anchor."""
        line = line_of(text, composed.span(written if written is not None else self.node).start)
        where = "".join(
            f"[{part}]" if isinstance(part, int) else f".{part}" for part in self.path[1:]
        )
        named = f"the {what} `{where.lstrip('.')}`" if where else f"the {what}"
        return f"{named} on line {line}, {why}"


def places(composed: Composed) -> Iterator[Place]:
    """Every mapping and list at every place it is read (an alias is a place)."""
    for index, document in enumerate(composed.documents):
        for path, node in walk(document, (index,)):
            if kind(node) in ("mapping", "sequence"):
                yield Place(node, path)


def key_readers(composed: Composed) -> dict[int, list[Place]]:
    """For each key (by node id), the mappings that read it: its owner, unless only a
    template, and each mapping that merges it in and does not write that key itself."""
    skipped = templates(composed)
    found: dict[int, list[Place]] = {}
    seen: set[int] = set()
    for place in places(composed):
        node = place.node
        if kind(node) != "mapping" or id(node) in skipped or id(node) in seen:
            continue
        seen.add(id(node))
        for key, _ in pairs(node):
            found.setdefault(id(key), []).append(place)
    return found


class Shared(NamedTuple):
    """A key of a HiSparse launch that a mapping without HiSparse reads too."""

    others: tuple[str, ...]
    """Those mappings, described for a finding."""
    overridable: bool
    """The owner is no launch: a new value can be written in each launch instead."""
    launches: tuple[Node, ...]
    """The HiSparse mappings that read the key through a merge."""


def shared_keys(text: str, composed: Composed, launches: set[int]) -> dict[int, Shared]:
    """Keys of HiSparse mappings (`launches`, by id) that other mappings read too."""
    out: dict[int, Shared] = {}
    for key_id, readers in key_readers(composed).items():
        if not any(id(place.node) in launches for place in readers):
            continue
        others = [place for place in readers if id(place.node) not in launches]
        if not others:
            continue
        owner = next((place for place in readers if _owns_id(place.node, key_id)), None)
        merging = tuple(
            place.node
            for place in readers
            if id(place.node) in launches and not _owns_id(place.node, key_id)
        )
        out[key_id] = Shared(
            tuple(place.describe(text, composed, "mapping") for place in others),
            owner is None or id(owner.node) not in launches,
            merging,
        )
    return out


def _owns_id(node: Node, key_id: int) -> bool:
    return any(id(own) == key_id for own, _ in node.value)


def readers_of(shared: Shared, key_span: Span, pair_span: Span) -> tuple[Reader, ...]:
    """Who blocks an edit of a shared key: over the key alone when a new value can be
    written in the launch instead (so only removals and renames are refused), else
    over the whole pair."""
    span = key_span if shared.overridable else pair_span
    return tuple(Reader(span, what) for what in shared.others)


_BLOCK_MERGE = re.compile(r"[ \t]*\*[^\s,\[\]{}]+[ \t]*(?:#.*)?|[ \t]*\[[^\]\n]*\][ \t]*(?:#.*)?")
_FLOW_MERGE = re.compile(r"[ \t]*\*[^\s,\[\]{}]+|[ \t]*\[[^\]\n]*\]")


def merge_key(node: Node) -> Node | None:
    """The last `<<` key a mapping writes."""
    found = [key for key, _ in node.value if kind(key) == "scalar" and key.value == MERGE]
    return found[-1] if found else None


def override_point(text: str, composed: Composed, node: Node) -> tuple[int, str, bool] | None:
    """Where a key of `node`'s own goes: right after its `<<:` merge, with the
    merge key's indentation (block) or as `, key: value` (flow); None when the
    merge is not written on one line as aliases."""
    key = merge_key(node)
    if key is None:
        return None
    span = composed.span(key)
    colon = text.find(":", span.end)
    if colon < 0 or text[span.end : colon].strip(" \t"):
        return None
    line_end = text.find("\n", colon)
    line_end = len(text) if line_end < 0 else line_end
    rest = text[colon + 1 : line_end].rstrip("\r")
    if node.flow_style:
        flow = _FLOW_MERGE.match(rest)
        return None if flow is None else (colon + 1 + flow.end(), "", True)
    if _BLOCK_MERGE.fullmatch(rest) is None:
        return None
    line_start = text.rfind("\n", 0, span.start) + 1
    indent = text[line_start : span.start]
    if re.fullmatch(r" *(?:- +)?", indent) is None:
        return None
    return (colon, " " * len(indent), False)


def list_readers(
    text: str, composed: Composed, holders: dict[int, list[Node]], launched: set[int]
) -> dict[int, tuple[str, ...]]:
    """For each list (by id), the places that read it and are no HiSparse launch
    (`launched` holds the ids of the containers and lists that are): each container
    that runs it (`holders`, by list id), and each other place it is written or
    aliased at, unless a template's."""
    found: dict[int, list[str]] = {}
    paths: dict[int, Path] = {}
    for place in places(composed):
        paths.setdefault(id(place.node), place.path)
    containers = {id(holder) for listed in holders.values() for holder in listed}
    for list_id, listed in holders.items():
        for holder in listed:
            if id(holder) not in launched:
                where = Place(holder, paths.get(id(holder), ()))
                found.setdefault(list_id, []).append(where.describe(text, composed, "container"))
    for place in places(composed):
        node = place.node
        if kind(node) != "sequence" or len(place.path) < 2:
            continue
        parent = at(composed.documents, place.path[:-1])
        if parent is not None and id(parent) in containers:
            continue
        if id(node) not in launched and not any(names_template(p) for p in place.path[1:]):
            why = "which is not read as a launch"
            described = place.describe(text, composed, "list", why=why)
            found.setdefault(id(node), []).append(described)
    return {key: tuple(dict.fromkeys(value)) for key, value in found.items()}


def alias_readers(text: str, composed: Composed, launched: set[int]) -> dict[int, tuple[str, ...]]:
    """For each scalar written once and aliased elsewhere (`&dtype fp8_e5m2` ...
    `*dtype`), by id, the places that read it whose mapping or list (`launched`, by
    id) is no HiSparse launch: an edit of the scalar would change them too."""
    seen: dict[int, list[Path]] = {}
    for index, document in enumerate(composed.documents):
        for path, node in walk(document, (index,)):
            if kind(node) == "scalar" and len(path) > 1:
                seen.setdefault(id(node), []).append(path)
    found: dict[int, tuple[str, ...]] = {}
    for node_id, paths in seen.items():
        if len(paths) < 2:
            continue
        others = []
        for path in paths:
            parent = at(composed.documents, path[:-1])
            if parent is None or id(parent) not in launched:
                node = at(composed.documents, path)
                key = _key_of(parent, node) if parent is not None else None
                why = "which is not read as a HiSparse launch"
                others.append(Place(node, path).describe(text, composed, "value", key, why))
        if others:
            found[node_id] = tuple(dict.fromkeys(others))
    return found


def _key_of(parent: Node, node: Node) -> Node | None:
    if kind(parent) != "mapping":
        return None
    return next((key for key, value in parent.value if value is node), None)
