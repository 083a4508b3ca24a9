"""Kubernetes and compose argv lists: `command:` / `args:` / `entrypoint:` sequences.

A container's `entrypoint` + `command` (compose) or `command` + `args`
(Kubernetes) are one argv; its options are the words after `-m
sglang.launch_server` or `sglang serve`. A list holding `--enable-hisparse`
with no entry point in it is a fragment whose launch is elsewhere (open). A
list whose program is a shell (`bash -c SCRIPT`) holds a script instead,
read by `strings`. A container's `env` (`- name: X` / `value: "1"`) or
`environment` is the launch's environment.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace

from hisparse_fix.argv import entry_point, parse_options
from hisparse_fix.formats.yaml.document import Composed, Node, kind, pairs, walk
from hisparse_fix.formats.yaml.values import FILLED_IN, inner, resolved, token
from hisparse_fix.sites import DYNAMIC, LaunchSite, Note, Option, Span, Style

COMMAND_KEYS = ("entrypoint", "command", "args")
"""In the order a container runs them."""
SHELLS = frozenset({"sh", "bash", "zsh", "dash", "ksh"})
_SCRIPT_FLAG = re.compile(r"-[a-zA-Z]*c[a-zA-Z]*")
_ASSIGNMENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*=")
_HISPARSE = "enable-hisparse"
_FLAG = re.compile(r"--[A-Za-z0-9_-]+")


@dataclass(frozen=True)
class Item:
    """One item of an argv list, where edits find it."""

    node: Node
    sequence: Node
    span: Span


def argv_lists(composed: Composed) -> Iterator[tuple[Node, list[Node]]]:
    """Each container's argv lists (in run order), then every other list; with
    the mapping that holds them (None for a list on its own)."""
    taken: set[int] = set()
    for index, document in enumerate(composed.documents):
        for _, node in walk(document, (index,)):
            if kind(node) != "mapping":
                continue
            by_key = {key.value: value for key, value in pairs(node) if kind(key) == "scalar"}
            lists = [by_key[k] for k in COMMAND_KEYS if kind_or_none(by_key.get(k)) == "sequence"]
            if lists:
                taken.update(id(seq) for seq in lists)
                yield node, lists
    for index, document in enumerate(composed.documents):
        for _, node in walk(document, (index,)):
            if kind(node) == "sequence" and id(node) not in taken:
                yield None, [node]


def kind_or_none(node: Node | None) -> str | None:
    return None if node is None else kind(node)


def script_index(words: Sequence[str | None]) -> int | None:
    """The index of the script in `[env] [X=1 ...] bash [-o opt] -c SCRIPT`, or None."""
    index = 1 if words[:1] == ["env"] else 0
    while index < len(words) and _ASSIGNMENT.match(words[index] or ""):
        index += 1
    program = words[index] if index < len(words) else None
    if program is None or program.rsplit("/", 1)[-1] not in SHELLS:
        return None
    index += 1
    while index < len(words):
        word = words[index]
        if word in ("-o", "+o"):
            index += 2
        elif word is not None and _SCRIPT_FLAG.fullmatch(word):
            return index + 1 if index + 1 < len(words) else None
        elif word is not None and word.startswith(("-", "+")):
            index += 1
        else:
            return None
    return None


def words_of(lists: Sequence[Node]) -> list[Node]:
    return [item for sequence in lists for item in sequence.value]


def located_items(composed: Composed) -> dict[Span, Item]:
    found: dict[Span, Item] = {}
    for _, lists in argv_lists(composed):
        for sequence in lists:
            for item in sequence.value:
                span = composed.span(item)
                found.setdefault(span, Item(item, sequence, span))
    return found


def sites(text: str, composed: Composed, taken: set[Span]) -> list[LaunchSite]:
    found = []
    for holder, lists in argv_lists(composed):
        items = words_of(lists)
        if not any(_mentions(item) for item in items):
            continue
        if any(composed.span(item) in taken for item in items):
            continue
        words = [item.value if kind(item) == "scalar" else None for item in items]
        if script_index(words) is not None:
            continue
        site = _site(text, composed, items, holder)
        if site is not None:
            found.append(site)
    return found


def _mentions(item: Node) -> bool:
    return kind(item) == "scalar" and _HISPARSE in item.value


def _site(
    text: str, composed: Composed, items: list[Node], holder: Node | None
) -> LaunchSite | None:
    tokens = [token(text, composed, item) for item in items]
    entry = entry_point(tokens)
    words = tokens[entry or 0 :]
    by_span = {composed.span(item): item for item in items}
    options = [_checked(text, composed, option, by_span) for option in parse_options(words)]
    if not any(option.name == _HISPARSE for option in options):
        return None
    consumed = {part for option in options for part in option.parts}
    notes = tuple(
        Note(
            word.span,
            f"`{text[word.span.start : word.span.end]}` is filled in when the "
            "file is read and may hold more options; they are not checked",
        )
        for word in words
        if word.text.startswith(DYNAMIC) and word.span not in consumed
    )
    env = environment(holder) if holder is not None else {}
    for word in tokens[: entry or 0]:
        if _ASSIGNMENT.match(word.text) and not word.dynamic:
            name, value = word.text.split("=", 1)
            env[name] = value
    span = Span(tokens[0].span.start, tokens[-1].span.end)
    return LaunchSite(
        tuple(options), span, Style.ARGV, env, entry is None or bool(notes), notes=notes
    )


def _checked(text: str, composed: Composed, option: Option, by_span: dict[Span, Node]) -> Option:
    """Spans kept only where the source reads exactly as the name or value, so an
    edit never cuts an escape in two; a value that is a whole item owns the inside
    of its quotes."""
    name_span, value_span = option.name_span, option.value_span
    if name_span is not None and not _FLAG.fullmatch(text[name_span.start : name_span.end]):
        name_span = None
    if value_span is not None and option.value is not None:
        item = by_span.get(option.parts[-1]) if len(option.parts) > 1 else None
        if item is not None:
            value_span = inner(text, composed, item)
        elif text[value_span.start : value_span.end] != option.value:
            value_span = None
    return replace(option, name_span=name_span, value_span=value_span)


def environment(holder: Node) -> dict[str, str]:
    """A container's `env` list of `name`/`value` pairs, or compose `environment`
    as a mapping or `X=1` items; values filled in from outside are left out."""
    env: dict[str, str] = {}
    for key, value in pairs(holder):
        if kind(key) != "scalar" or key.value not in ("env", "environment"):
            continue
        if kind(value) == "mapping":
            entries = [(k.value, v) for k, v in value.value if kind(k) == "scalar"]
        elif kind(value) == "sequence":
            entries = list(_listed(value))
        else:
            continue
        for name, node in entries:
            if kind(node) == "scalar":
                read = resolved(node)
                if read is not None and not FILLED_IN.search(str(read)):
                    env[name] = str(read).lower() if isinstance(read, bool) else str(read)
    return env


def _listed(sequence: Node) -> Iterator[tuple[str, Node]]:
    for item in sequence.value:
        if kind(item) == "mapping":
            fields = {k.value: v for k, v in item.value if kind(k) == "scalar"}
            name, value = fields.get("name"), fields.get("value")
            if name is not None and value is not None and kind(name) == "scalar":
                yield name.value, value
        elif kind(item) == "scalar" and "=" in item.value:
            name, _, rest = item.value.partition("=")
            yield name, _text_node(rest)


def _text_node(value: str) -> Node:
    """A string scalar reading `value` (the value of an `X=1` item)."""
    import yaml

    return yaml.ScalarNode("tag:yaml.org,2002:str", value, style="'")
