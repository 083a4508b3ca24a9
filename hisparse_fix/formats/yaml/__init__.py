"""YAML launch configs and manifests, read with PyYAML's composer.

Three shapes of site (see `keyed`, `commands`, `strings`): mappings of
SGLang option keys (SGLang's `--config` file, recipe sections), container
argv lists (`command:` / `args:`), and strings holding a shell launch.
Edits are replacements of exact source spans, so an unchanged file stays
byte-identical and a changed one differs only in the fixed lines; the
rewritten file is read again before it is returned. A Helm template that
is not YAML is skipped.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from hisparse_fix.formats.errors import (
    ParseError,
    SkippedFile,
    UnhandledEditError,
    UnwritableEditError,
)
from hisparse_fix.formats.shell_text.words import HISPARSE_FLAG
from hisparse_fix.formats.text_edits import Replacement, apply_replacements, dedupe_edits
from hisparse_fix.formats.yaml import commands, edits, keyed, shell_strings
from hisparse_fix.formats.yaml.camel_case import camel_case_launches
from hisparse_fix.formats.yaml.containers import containers
from hisparse_fix.formats.yaml.document import Composed, compose, kind, line_of, walk
from hisparse_fix.formats.yaml.env_sources import with_env_sources
from hisparse_fix.formats.yaml.machine_keys import with_machine_words
from hisparse_fix.formats.yaml.prose import expectations
from hisparse_fix.formats.yaml.shared import Shared
from hisparse_fix.sglang.argv import boolean_flags, unread_launch
from hisparse_fix.vocabulary.sites import Edit, EditKind, LaunchSite, Option, Span
from hisparse_fix.vocabulary.span_index import overlap


def find_sites(text: str) -> list[LaunchSite]:
    """Every keyed mapping, argv list and shell string with HiSparse, in source order."""
    composed = compose(text)
    if composed is None:
        raise SkippedFile("a template (Helm or Jinja tags) that is not YAML until rendered")
    found = shell_strings.shell_strings(composed)
    joined = shell_strings.joined_strings(text, composed, found)
    taken = {string.span for string in found} | {string.span for string, _ in joined}
    sites = [
        *keyed.sites(text, composed),
        *commands.sites(text, composed, taken),
        *shell_strings.launches(composed, found, joined),
    ]
    sites += _unread_strings(text, composed, sites)
    sites += camel_case_launches(text, composed, sites)
    sites = with_env_sources(composed, with_machine_words(composed, sites))
    return sorted(sites, key=lambda site: site.span)


_CONFIG_TEXT = re.compile(r"^[ \t]*enable[-_]hisparse[ \t]*:[ \t]*(?:true|yes|on)\b", re.M | re.I)
"""A string that holds an SGLang `--config` YAML with HiSparse on (a ConfigMap's
`config.yaml: |`)."""


def _unread_strings(text: str, composed: Composed, sites: Sequence[LaunchSite]) -> list[LaunchSite]:
    """A string value holding `--enable-hisparse` that no launch reads (Helm values'
    `extraArgs: "--enable-hisparse ..."`): seen but not read, so reported, never edited.
    Prose and expectations are passed over (see `prose`)."""
    read = [site.span for site in sites]
    read += [span for site in sites for option in site.options for span in option.parts]
    # Another engine's container holds no SGLang options (see `containers`).
    read += [container.span for container in containers(composed) if container.other_engine]
    shown = expectations(composed)
    found = []
    for index, document in enumerate(composed.documents):
        for path, node in walk(document, (index,)):
            if kind(node) != "scalar" or shown.hides(path) or not isinstance(path[-1], str | int):
                continue
            value = str(node.value)
            config = _CONFIG_TEXT.search(value) is not None
            if not (config or HISPARSE_FLAG.search(value)):
                continue
            if len(value.split()) < 2 and isinstance(path[-1], int):
                continue  # a lone `--enable-hisparse` item belongs to an argv list

            span = composed.span(node)
            if any(overlap(span, other) for other in read):
                continue
            line = line_of(text, span.start)
            why = (
                f"the string on line {line} holds SGLang options that no launch the tool "
                "reads takes: they are not checked, nor edited"
            )
            if config:
                why = (
                    f"the string on line {line} holds an SGLang `--config` file, which the "
                    "tool does not read inside a string: its options are not checked, nor edited"
                )
            found.append(unread_launch(value, span, why))
            read.append(span)
    return found


def apply(text: str, edits_: Sequence[Edit]) -> str:
    """Carry out edits in the file's own style (see `edits`), then read the file
    back: it must still be YAML, and each edited string must read as rewritten."""
    composed = compose(text)
    if composed is None:
        raise UnwritableEditError("a template that is not YAML cannot be edited")
    pairs = keyed.located_pairs(text, composed)
    shared = keyed.shared(text, composed)
    items = commands.located_items(composed)
    found = shell_strings.shell_strings(composed)
    held = [
        *found,
        *(string for string, _ in shell_strings.joined_strings(text, composed, found)),
    ]
    replacements: list[Replacement] = []
    removals: dict[Span, bool] = {}
    in_strings: dict[Span, list[Edit]] = {}
    adds: dict[Span, list[Edit]] = {}
    for edit in dedupe_edits(edits_):
        option = edit.option
        string = _owner(held, option.span)
        parts = option.parts
        if string is not None:
            in_strings.setdefault(string.span, []).append(edit)
        elif edit.kind is EditKind.ADD:
            adds.setdefault(option.span, []).append(edit)
        elif parts and parts[0] in pairs:
            replacements.extend(_keyed(text, composed, pairs[parts[0]], edit, removals, shared))
        elif parts and all(part in items for part in parts):
            replacements.extend(_argv(text, [items[p] for p in parts], edit, removals))
        else:
            raise UnwritableEditError(f"--{option.name} on line {_line(text, option)} is not found")
    for group in adds.values():
        replacements.append(_additions(text, pairs, items, group))
    expected = []
    done: set[Span] = set()
    for string in held:
        if string.span in in_strings and string.span not in done:
            done.add(string.span)
            written, rewritten = shell_strings.replacements(text, string, in_strings[string.span])
            replacements.extend(written)
            expected.append((string, rewritten))
    fixed = apply_replacements(text, replacements, lambda now, span: _widen(now, span, removals))
    _check(text, fixed, expected)
    return fixed


def _line(text: str, option: Option) -> int:
    return line_of(text, option.span.start)


def _owner(
    found: Sequence[shell_strings.ShellString], span: Span
) -> shell_strings.ShellString | None:
    for string in found:
        if string.span.start <= span.start and span.end <= string.span.end:
            return string
    return None


def _keyed(
    text: str,
    composed: Composed,
    pair: keyed.Pair,
    edit: Edit,
    removals: dict[Span, bool],
    shared: dict[int, Shared],
) -> list[Replacement]:
    """The edit of one key; a new value of a key that a mapping without HiSparse
    merges in too is written as a key of each HiSparse mapping's own instead."""
    other = shared.get(id(pair.key))
    if edit.kind in (EditKind.SET_VALUE, EditKind.DISABLE) and other is not None:
        if not other.overridable:
            raise UnwritableEditError(f"`{pair.key.value}` is also read by {other.others[0]}")
        value = "false" if edit.kind is EditKind.DISABLE else edit.value
        assert value is not None
        return [edits.override(text, composed, pair, holder, value) for holder in other.launches]
    match edit.kind:
        case EditKind.REMOVE:
            removals[pair.span] = pair.flow
            return [Replacement(pair.span, None)]
        case EditKind.DISABLE:
            return [Replacement(Span(pair.span.end - _length(pair), pair.span.end), "false")]
        case EditKind.RENAME | EditKind.RESPELL:
            return [edits.rename(text, edit, argv=False)]
        case EditKind.SET_VALUE:
            return [edits.set_value(text, pair.value, edit)]
        case _:
            raise UnhandledEditError("YAML key", edit)


def _length(pair: keyed.Pair) -> int:
    return pair.value.end_mark.index - pair.value.start_mark.index


def _argv(
    text: str, items: list[commands.Item], edit: Edit, removals: dict[Span, bool]
) -> list[Replacement]:
    match edit.kind:
        case EditKind.REMOVE | EditKind.DISABLE:
            if items[0].sequence.flow_style:
                span = Span(items[0].span.start, items[-1].span.end)
                removals[span] = True
                return [Replacement(span, None)]
            for item in items:
                removals[item.span] = False
            return [Replacement(item.span, None) for item in items]
        case EditKind.RENAME:
            return [edits.rename(text, edit, argv=True)]
        case EditKind.SET_VALUE:
            pass
        case _:
            raise UnhandledEditError("YAML argv", edit)
    value_span = edit.option.value_span
    for item in items:
        if value_span is not None and item.span.start <= value_span.start < item.span.end:
            return [edits.set_value(text, item.node, edit)]
    raise UnwritableEditError(
        f"the value of --{edit.option.name} on line {_line(text, edit.option)} has no place to go"
    )


def _additions(
    text: str,
    pairs: dict[Span, keyed.Pair],
    items: dict[Span, commands.Item],
    group: list[Edit],
) -> Replacement:
    anchor = group[0].option
    parts = anchor.parts
    if parts and parts[0] in pairs:
        return edits.add_keys(text, pairs[parts[0]], group)
    if parts and all(part in items for part in parts):
        equals = len(parts) == 1 and anchor.value is not None
        words = [_words(add, equals) for add in group]
        return edits.add_items(text, [items[p] for p in parts], group, words)
    raise UnwritableEditError(
        f"--{anchor.name} on line {_line(text, anchor)} is not found to add options after"
    )


def _words(add: Edit, equals: bool) -> list[str]:
    flag = f"--{add.name}"
    if add.value is None:
        return [flag]
    if add.name in boolean_flags():
        if add.value.lower() != "true":
            raise UnwritableEditError(f"{flag} takes no value; cannot write {add.value!r}")
        return [flag]
    return [f"{flag}={add.value}"] if equals else [flag, add.value]


def _widen(text: str, span: Span, removals: dict[Span, bool]) -> Span:
    if removals[span]:
        return edits.item_removal(text, span)
    return edits.line_removal(text, span, item=_is_item(text, span))


def _is_item(text: str, span: Span) -> bool:
    return text[edits.line_start_of(text, span.start) : span.start].strip(" \t") == "-"


def _check(text: str, fixed: str, expected: list[tuple[shell_strings.ShellString, str]]) -> None:
    try:
        composed: Composed | None = compose(fixed)
    except ParseError as error:
        raise UnwritableEditError(f"the edits would leave invalid YAML: {error.message}") from None
    if composed is None:
        raise UnwritableEditError("the edits would leave invalid YAML")
    for string, rewritten in expected:
        shell_strings.check(text, composed, string, rewritten)
