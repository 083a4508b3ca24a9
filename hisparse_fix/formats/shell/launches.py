"""From launches as each run reaches them to launch sites: one per distinct run.

Runs that give a launch the same options, environment and notes are one
site; where they differ, each site says in words which run it is.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import NamedTuple

from hisparse_fix.formats.shell.source import Source
from hisparse_fix.formats.shell.state import Choice, State, cap_note
from hisparse_fix.formats.shell.statements import CAP, Reached
from hisparse_fix.formats.shell.words import Piece
from hisparse_fix.sglang.argv import has_unresolved_words, parse_options
from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.sites import DYNAMIC, LaunchSite, Note, Option, PlatformBranch, Span


class _Reading(NamedTuple):
    options: tuple[Option, ...]
    env: tuple[tuple[str, str], ...]
    open: bool
    notes: tuple[Note, ...]
    partial: bool
    branches: tuple[PlatformBranch, ...] = ()


def launch_sites(source: Source, reached: Iterable[Reached], *, fragment: bool) -> list[LaunchSite]:
    """One site per launch and distinct run, in the order the runs were read."""
    by_span: dict[Span, list[tuple[_Reading, Reached]]] = {}
    for item in reached:
        by_span.setdefault(item.span, []).append((_read(source, item, fragment), item))
    sites = []
    for span, readings in by_span.items():
        sites.extend(_sites(span, readings))
    return sites


def _read(source: Source, item: Reached, fragment: bool) -> _Reading:
    tokens = [piece.token for piece in item.pieces]
    origins = _origins(item.pieces)
    spelled = _spelled(source.text, item.pieces)
    options = tuple(
        _defaulted(source.text, _guarded(_named(option, spelled), origins))
        for option in parse_options(tokens, positional_model=item.positional_model)
    )
    shadows = _shadows(item.pieces)
    partial = item.partial or any(
        piece.unread is not None and piece.unread.partial for piece in item.pieces
    )
    if fragment:
        notes = tuple(dict.fromkeys(item.notes))
        return _Reading(options + shadows, (), True, notes, partial, item.state.branches)
    consumed = {part for option in options for part in option.parts}
    notes = []
    spread = False
    for piece in item.pieces:
        token = piece.token
        if not token.text.startswith(DYNAMIC):
            continue
        text = source.text[token.span.start : token.span.end]
        many = _may_be_many_words(text)
        spread = spread or many
        if token.span in consumed and not many:
            continue
        message = piece.unread.message if piece.unread is not None else ""
        notes.append(Note(token.span, _unread_words(text, message)))
    notes.extend(item.notes)
    unique = tuple(dict.fromkeys(notes))
    opened = spread or has_unresolved_words(tokens, options)
    return _Reading(options + shadows, item.env, opened, unique, partial, item.state.branches)


_MANY_WORDS = re.compile(r"\$[@*]|\$\{[@*]|\[[@*]\]\}")


def _may_be_many_words(text: str) -> bool:
    """Whether an unknown word stands for a list of words (`"$@"`, `"${A[@]}"`, `$*`):
    then options may follow it even where it reads as an option's value."""
    return _MANY_WORDS.search(text) is not None


SHADOW = DYNAMIC + "read"
"""The name of an option that stands for text a launch reads in a way the tool does
not follow (`"${A[@]:0:1}"` reads A's words): no rule knows it, but consensus sees
that the launch reads that text, so nothing is edited there for another launch."""


def _shadows(pieces: tuple[Piece, ...]) -> tuple[Option, ...]:
    spans = dict.fromkeys(
        read.token.span
        for piece in pieces
        if piece.unread is not None
        for read in piece.read_pieces()[1:]
        if read.token.span.end > read.token.span.start
    )
    return tuple(Option(SHADOW, None, span, dynamic=True, parts=(span,)) for span in spans)


def _unread_words(text: str, message: str) -> str:
    why = f" ({message})" if message else ""
    if "\n" in text:
        lines = text.strip().split("\n")
        text = lines[0] + (" ..." if len(lines) > 1 else "")
    return f"`{text}` expands to words the tool cannot read here{why}; they may hold SGLang options"


def _origins(pieces: tuple[Piece, ...]) -> dict[Span, Span | None]:
    origins: dict[Span, Span | None] = {}
    for piece in pieces:
        if piece.token.span in origins and origins[piece.token.span] != piece.origin:
            origins[piece.token.span] = None
        else:
            origins.setdefault(piece.token.span, piece.origin)
    return origins


def _spelled(text: str, pieces: tuple[Piece, ...]) -> dict[Span, bool]:
    """For each word, whether its flag can be renamed and a word written beside it:
    the word is spelled (see `Piece.spelled`) and its flag is written as it reads,
    with no quote or escape inside (`"--nsa"-decode-backend` reads as one flag)."""
    result: dict[Span, bool] = {}
    for piece in pieces:
        token = piece.token
        flag = token.text.split("=", 1)[0]
        name = token.source_span(0, len(flag))
        plain = name is not None and text[name.start : name.end] == flag
        result[token.span] = result.get(token.span, True) and piece.spelled and plain
    return result


def _named(option: Option, spelled: dict[Span, bool]) -> Option:
    """The option's `name_span` only where a rename or an added word lands right."""
    if option.name_span is None or spelled.get(option.parts[0], False):
        return option
    return replace(option, name_span=None)


_DEFAULT = re.compile(
    r"(?:--[A-Za-z0-9-]+=)?(\"?)\$\{[A-Za-z_][A-Za-z0-9_]*:?[-=]([^}\"'$`\\\s]+)\}\1"
)


def _defaulted(text: str, option: Option) -> Option:
    """A dynamic value written as `${KV:-fp8_e5m2}` (or `:=`, `-`) keeps its default."""
    if not option.dynamic or not option.parts:
        return option
    value = option.parts[-1]
    match = _DEFAULT.fullmatch(text[value.start : value.end])
    return option if match is None else replace(option, default=match.group(2))


def _guarded(option: Option, origins: dict[Span, Span | None]) -> Option:
    """An option whose name and value were written in two places (`--kv-cache-dtype
    "$1"` in a function, the value in its call) cannot be removed as one: detached."""
    places = {origins.get(part) for part in option.parts}
    if len(places) == 1 and None not in places:
        return option
    # The name is where the option is written; both parts are still text it reads,
    # and the value can be changed where it is written, but the two cannot go as one.
    return replace(option, span=option.parts[0], detached=True)


def _sites(span: Span, readings: list[tuple[_Reading, Reached]]) -> list[LaunchSite]:
    groups: dict[_Reading, list[Reached]] = {}
    for reading, item in readings:
        groups.setdefault(reading, []).append(item)
    # A run the tool did not follow may read any text this launch reads: every
    # site of the launch is partial, and says why.
    reasons = sorted({why for _, item in readings for why in item.state.unfollowed})
    forks = [item.state.capped for _, item in readings if item.state.capped is not None]
    if forks:
        reasons.insert(0, cap_note(frozenset().union(*forks), CAP))
    unfollowed = tuple(Note(span, why) for why in reasons)
    partial = bool(unfollowed)
    sites = []
    for reading, items in groups.items():
        run = "" if len(groups) == 1 else _run_words(items)
        sites.append(
            LaunchSite(
                reading.options,
                span,
                env=dict(reading.env),
                open=reading.open,
                run=run,
                notes=reading.notes + unfollowed,
                partial=partial or reading.partial,
                branches=reading.branches,
            )
        )
    return sites


def _run_words(items: list[Reached]) -> str:
    """The decisions all these runs share, but for those the launch sits inside."""
    states = [item.state for item in items]
    shared = frozenset.intersection(*(state.choices for state in states))
    inside = {item.node for item in items} | {item.span for item in items}
    chosen = _outside(shared, inside) or _outside(frozenset(states[0].example), inside)
    if not chosen:
        return "in another run of the script"
    return "when " + " and ".join(choice.words for choice in sorted(chosen))


def _outside(choices: frozenset[Choice], inside: set[Span]) -> list[Choice]:
    return [
        choice
        for choice in choices
        if not any(
            choice.within.start <= span.start and span.end <= choice.within.end for span in inside
        )
    ]


__all__ = ["State", "launch_sites"]
