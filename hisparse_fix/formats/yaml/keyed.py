"""Mappings of SGLang option keys: SGLang's own `--config` file, and recipe sections.

A mapping with an `enable-hisparse` (or `enable_hisparse`) key is a keyed
site, at any depth (`decode:`, `sglang_config:`, `backend:`); a section
without it is never read. The root mapping of a one-document file whose keys
are mostly SGLang options is SGLang's `--config` file, which SGLang turns
into `--key` as written. A mapping that merges another in (`<<: *base`)
reads the merged keys too, so an anchored mapping is judged by each reader;
a template that is only merged into others (`base: &base`, `x-sglang:`) is
not a launch of its own. A merged key that a mapping without HiSparse reads
too gets a new value as a key of the launch's own (see `shared`); a key a
merge list gives two values is not known. A mapping under prose or an
expectation (see `prose`) is no launch.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple

from hisparse_fix.formats.yaml.document import (
    Composed,
    Node,
    Path,
    kind,
    line_of,
    merge_conflicts,
    pairs,
    templates,
    walk,
)
from hisparse_fix.formats.yaml.prose import expectations
from hisparse_fix.formats.yaml.shared import Shared, alias_readers, readers_of, shared_keys
from hisparse_fix.formats.yaml.values import FILLED_IN, resolved, scalar
from hisparse_fix.sglang.argv import is_server_option
from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.sites import LaunchSite, Note, Option, Reader, Span, Style

HISPARSE = "enable-hisparse"
ENV_KEYS = frozenset({"env", "environment"})
_PASSED_ARGV = frozenset({"args", "argv", "extra-args", "extra-argv", "launch-args"})
_UNREAD = "`{name}` passes more arguments to this launch that are not read as its options"


class Pair(NamedTuple):
    """One `key: value` of a mapping, where edits find it."""

    key: Node
    value: Node
    span: Span
    flow: bool
    config: bool
    """Its mapping is SGLang's `--config` file: new keys are dashed."""


def dashed(key: Node) -> str | None:
    return key.value.replace("_", "-") if kind(key) == "scalar" else None


def is_config(composed: Composed, node: Node, path: Path) -> bool:
    """A one-document file's root mapping whose keys are mostly SGLang options."""
    if len(composed.documents) != 1 or len(path) != 1 or kind(node) != "mapping":
        return False
    names = [dashed(key) for key, _ in node.value]
    known = [name for name in names if name is not None and is_server_option(name)]
    return None not in names and HISPARSE in names and 2 * len(known) >= len(names)


def has_hisparse(node: Node) -> bool:
    return kind(node) == "mapping" and any(dashed(key) == HISPARSE for key, _ in pairs(node))


def mappings(composed: Composed) -> Iterator[tuple[Path, Node, bool]]:
    """Every mapping with HiSparse that is launched (not only a template), with its
    path and whether it is a `--config` file."""
    skipped = templates(composed)
    shown = expectations(composed)
    for index, document in enumerate(composed.documents):
        for path, node in walk(document, (index,)):
            if has_hisparse(node) and id(node) not in skipped and not shown.hides(path):
                yield path, node, is_config(composed, node, path)


def located_pairs(text: str, composed: Composed) -> dict[Span, Pair]:
    """Every pair of every mapping with HiSparse, by the span its option has."""
    found: dict[Span, Pair] = {}
    for _, node, config in mappings(composed):
        for key, value in pairs(node):
            span = pair_span(composed, key, value)
            found.setdefault(span, Pair(key, value, span, bool(node.flow_style), config))
    return found


def pair_span(composed: Composed, key: Node, value: Node) -> Span:
    return Span(composed.span(key).start, composed.span(value).end)


def shared(text: str, composed: Composed) -> dict[int, Shared]:
    """The keys of HiSparse mappings that a mapping without HiSparse reads too."""
    launches = {id(node) for _, node, _ in mappings(composed)}
    return shared_keys(text, composed, launches)


def sites(text: str, composed: Composed) -> list[LaunchSite]:
    keys = shared(text, composed)
    shown = expectations(composed)
    launched = list(mappings(composed))
    aliased = alias_readers(text, composed, {id(node) for _, node, _ in launched})
    found = []
    for _, node, config in launched:
        site = _site(text, composed, node, config, keys)
        readers = [*shown.readers(text, composed, node)]
        for _, value in pairs(node):
            for what in aliased.get(id(value), ()):
                readers.append(Reader(composed.span(value), what))
        found.append(replace(site, readers=(*site.readers, *readers)) if readers else site)
    return found


def _site(
    text: str, composed: Composed, node: Node, config: bool, keys: dict[int, Shared]
) -> LaunchSite:
    options: list[Option] = []
    notes: list[Note] = []
    readers: list[Reader] = []
    env: dict[str, str] = {}
    for key, value in pairs(node):
        name = dashed(key)
        if name is None:
            continue
        if name in ENV_KEYS and kind(value) == "mapping":
            env.update(_env(value))
            continue
        options.append(_option(text, composed, key, value))
        if id(key) in keys:
            readers.extend(readers_of(keys[id(key)], composed.span(key), options[-1].span))
        if name in _PASSED_ARGV:
            notes.append(Note(options[-1].span, _UNREAD.format(name=key.value)))
    conflicts = merge_conflicts(node)
    for name, keys in conflicts.items():
        where = " and ".join(f"line {line_of(text, composed.span(key).start)}" for key in keys)
        message = (
            f"`{name}` is merged in from several mappings ({where}) with different values; "
            "PyYAML releases differ on which one wins, so its value is not known"
        )
        notes.append(Note(composed.span(keys[0]), message))
    span = composed.span(node)
    return LaunchSite(
        tuple(options),
        span,
        Style.KEYED,
        env,
        bool(notes),
        notes=tuple(notes),
        config_file=config,
        readers=tuple(readers),
        partial=bool(conflicts),
    )


def _env(node: Node) -> dict[str, str]:
    env = {}
    for key, value in node.value:
        if kind(key) == "scalar" and kind(value) == "scalar":
            read = resolved(value)
            if read is not None and not FILLED_IN.search(str(read)):
                env[key.value] = str(read).lower() if isinstance(read, bool) else str(read)
    return env


def _option(text: str, composed: Composed, key: Node, value: Node) -> Option:
    name = dashed(key)
    assert name is not None
    read, value_span, dynamic = scalar(text, composed, value)
    span = pair_span(composed, key, value)
    key_span = composed.span(key)
    quoted = key.style in ("'", '"')
    name_span = Span(key_span.start + 1, key_span.end - 1) if quoted else key_span
    if text[name_span.start : name_span.end] != key.value:
        name_span = None
    return Option(
        name,
        read,
        span,
        value_span,
        dynamic,
        parts=(span,),
        name_span=name_span,
        written=key.value if key.value != name else None,
        worded=kind(value) == "scalar" and not isinstance(resolved(value), bool | None),
    )
