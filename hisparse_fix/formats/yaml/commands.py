"""Kubernetes and compose argv lists: `command:` / `args:` / `entrypoint:` sequences.

A container's lists are one argv (see `containers`); its options are the
words after `-m sglang.launch_server` or `sglang serve`. A compose
`entrypoint` string that is just the entry point
(`python3 -m sglang.launch_server`) starts the argv of its `command` list.
A list holding `--enable-hisparse` with no entry point in it is a fragment
whose launch is elsewhere (open); under `--scope all` a list with an entry point
is a launch without it too. A list whose program is a shell (`bash -c
SCRIPT`) holds a script instead, read by `strings`.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Iterator, Sequence
from typing import NamedTuple

from hisparse_fix.formats.shell_text.words import shell_script
from hisparse_fix.formats.yaml.containers import Container, containers
from hisparse_fix.formats.yaml.document import Composed, Node, kind, walk
from hisparse_fix.formats.yaml.prose import expectations
from hisparse_fix.formats.yaml.shared import alias_readers, list_readers
from hisparse_fix.formats.yaml.values import FILLED_IN, inner, token
from hisparse_fix.sglang.argv import entry_point, launch_options
from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.scope import every_launch
from hisparse_fix.vocabulary.sites import (
    DYNAMIC,
    LaunchSite,
    Note,
    Option,
    Reader,
    Span,
    Style,
    Token,
)

_ASSIGNMENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*=")
_HISPARSE = "enable-hisparse"
_FLAG = re.compile(r"--[A-Za-z0-9_-]+")


class Item(NamedTuple):
    """One item of an argv list, where edits find it."""

    node: Node
    sequence: Node
    span: Span


class Argv(NamedTuple):
    """Argv lists run as one command, with the container that runs them (None for a
    list on its own) and the words of an `entrypoint` string before them."""

    lists: list[Node]
    container: Container | None
    prefix: tuple[str, ...] = ()


def argv_lists(composed: Composed) -> Iterator[Argv]:
    """Each container's argv lists (in run order), then every other list."""
    taken: set[int] = set()
    for container in containers(composed):
        parts = list(container.parts)
        prefix: tuple[str, ...] = ()
        if parts[0][0] == "entrypoint" and kind(parts[0][1]) == "scalar":
            prefix = entry_words(parts[0][1].value) or ()
        lists = [node for _, node in parts if kind(node) == "sequence"]
        taken.update(id(seq) for seq in lists)
        if lists and not container.other_engine:
            yield Argv(lists, container, prefix)
    shown = expectations(composed)
    for index, document in enumerate(composed.documents):
        for path, node in walk(document, (index,)):
            if kind(node) == "sequence" and id(node) not in taken and not shown.hides(path):
                yield Argv([node], None)


def entry_words(command: str) -> tuple[str, ...] | None:
    """The words of an entrypoint string that is exactly an SGLang entry point
    (compose splits it as a shell would), else None."""
    if FILLED_IN.search(command):
        return None
    try:
        words = shlex.split(command)
    except ValueError:
        return None
    tokens = [Token(word, Span(0, 0), (-1,) * len(word)) for word in words]
    return tuple(words) if words and entry_point(tokens) == len(words) else None


def words_of(lists: Sequence[Node]) -> list[Node]:
    return [item for sequence in lists for item in sequence.value]


def located_items(composed: Composed) -> dict[Span, Item]:
    found: dict[Span, Item] = {}
    for argv in argv_lists(composed):
        for sequence in argv.lists:
            for item in sequence.value:
                span = composed.span(item)
                found.setdefault(span, Item(item, sequence, span))
    return found


def sites(text: str, composed: Composed, taken: set[Span]) -> list[LaunchSite]:
    found: list[tuple[Argv, LaunchSite]] = []
    holders: dict[int, list[Node]] = {}
    for argv in argv_lists(composed):
        if argv.container is not None:
            for sequence in argv.lists:
                holders.setdefault(id(sequence), []).append(argv.container.holder)
        items = words_of(argv.lists)
        if not every_launch() and not any(_mentions(item) for item in items):
            continue
        if any(composed.span(item) in taken for item in items):
            continue
        words = [item.value if kind(item) == "scalar" else None for item in items]
        if shell_script(words) is not None:
            continue
        site = _site(text, composed, items, argv)
        if site is not None:
            found.append((argv, site))
    launched = {
        id(argv.container.holder) if argv.container is not None else id(argv.lists[0])
        for argv, _ in found
    }
    others = list_readers(text, composed, holders, launched)
    shown = expectations(composed)
    lists = {id(sequence) for argv, _ in found for sequence in argv.lists}
    aliased = alias_readers(text, composed, lists)
    for argv, _ in found:
        for sequence in argv.lists:
            expected = shown.readers(text, composed, sequence)
            if expected:
                others[id(sequence)] = (*others.get(id(sequence), ()), expected[0].what)
    return [_with_readers(composed, argv, site, others, aliased) for argv, site in found]


def _with_readers(
    composed: Composed,
    argv: Argv,
    site: LaunchSite,
    others: dict[int, tuple[str, ...]],
    aliased: dict[int, tuple[str, ...]],
) -> LaunchSite:
    """The site with every other place that reads one of its lists (an alias
    `args: *common` in a container without HiSparse) or items: no edit of those."""
    readers = [
        Reader(composed.span(item), what)
        for sequence in argv.lists
        for item in sequence.value
        for what in aliased.get(id(item), ())
    ]
    for sequence in argv.lists:
        if sequence.value:
            first, last = composed.span(sequence.value[0]), composed.span(sequence.value[-1])
            span = Span(first.start, last.end)
            readers.extend(Reader(span, what) for what in others.get(id(sequence), ()))
    return replace(site, readers=(*site.readers, *readers)) if readers else site


def _mentions(item: Node) -> bool:
    return kind(item) == "scalar" and _HISPARSE in item.value


def _first_list(composed: Composed, argv: Argv) -> int:
    """Where a launch without an argument of its own starts: its first list (`command:
    [python3, -m, sglang.launch_server]` holds only the entry point)."""
    return composed.span(argv.lists[0]).start if argv.lists else 0


def _site(text: str, composed: Composed, items: list[Node], argv: Argv) -> LaunchSite | None:
    own = [token(text, composed, item) for item in items]
    start = own[0].span.start if own else _first_list(composed, argv)
    tokens = [Token(word, Span(start, start), (-1,) * len(word)) for word in argv.prefix] + own
    entry = entry_point(tokens)
    words = tokens[entry or 0 :]
    by_span = {composed.span(item): item for item in items}
    options = [
        _checked(text, composed, option, by_span) for option in launch_options(tokens, entry)
    ]
    launches = every_launch() and entry is not None  # `--scope all`: any SGLang launch
    if not launches and not any(option.name == _HISPARSE for option in options):
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
    env = dict(argv.container.env) if argv.container is not None else {}
    for word in tokens[: entry or 0]:
        if _ASSIGNMENT.match(word.text) and not word.dynamic:
            name, value = word.text.split("=", 1)
            env[name] = value
    span = Span(own[0].span.start, own[-1].span.end)
    if argv.container is not None:
        span = site_span(span, argv.container)
    return LaunchSite(
        tuple(options), span, Style.ARGV, env, entry is None or bool(notes), notes=notes
    )


def site_span(span: Span, container: Container) -> Span:
    """The launch's own text, or its container when the text is merged in from a
    shared template: each service that merges it is a launch on its own line."""
    inside = container.span.start <= span.start and span.end <= container.span.end
    return span if inside else container.span


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
