"""From launches as each run reaches them to launch sites: one per distinct run.

Runs that give a launch the same options, environment and notes are one
site; where they differ, each site says in words which run it is.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from hisparse_fix.argv import has_unresolved_words, parse_options
from hisparse_fix.formats.shell.interpret import CAP, Reached
from hisparse_fix.formats.shell.source import Source
from hisparse_fix.formats.shell.state import Choice, State
from hisparse_fix.formats.shell.words import Piece
from hisparse_fix.sites import DYNAMIC, LaunchSite, Note, Option, Span


@dataclass(frozen=True)
class _Reading:
    options: tuple[Option, ...]
    env: tuple[tuple[str, str], ...]
    open: bool
    notes: tuple[Note, ...]


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
    options = tuple(_guarded(option, origins) for option in parse_options(tokens))
    if fragment:
        return _Reading(options, (), True, ())
    consumed = {part for option in options for part in option.parts}
    notes = [
        Note(token.span, _unread_words(source.text[token.span.start : token.span.end]))
        for token in tokens
        if token.text.startswith(DYNAMIC) and token.span not in consumed
    ]
    notes.extend(item.notes)
    return _Reading(options, item.env, has_unresolved_words(tokens, options), tuple(notes))


def _unread_words(text: str) -> str:
    return f"`{text}` expands to words the tool cannot read here; they may hold SGLang options"


def _origins(pieces: tuple[Piece, ...]) -> dict[Span, Span | None]:
    origins: dict[Span, Span | None] = {}
    for piece in pieces:
        if piece.token.span in origins and origins[piece.token.span] != piece.origin:
            origins[piece.token.span] = None
        else:
            origins.setdefault(piece.token.span, piece.origin)
    return origins


def _guarded(option: Option, origins: dict[Span, Span | None]) -> Option:
    """An option whose name and value were written in two places (`--kv-cache-dtype
    "$1"` in a function, the value in its call) cannot be edited as one: its value
    reads as unknown."""
    places = {origins.get(part) for part in option.parts}
    if len(places) == 1 and None not in places:
        return option
    # The name is where the option is written; both parts are still text it reads.
    return replace(option, value=None, span=option.parts[0], value_span=None, dynamic=True)


def _sites(span: Span, readings: list[tuple[_Reading, Reached]]) -> list[LaunchSite]:
    groups: dict[_Reading, list[Reached]] = {}
    for reading, item in readings:
        groups.setdefault(reading, []).append(item)
    partial = any(item.state.partial for _, item in readings)
    if partial:
        first = next(iter(groups))
        note = Note(
            span, f"more than {CAP} runs of the script reach this launch; not all were read"
        )
        groups = {replace(first, notes=(*first.notes, note)): groups[first]}
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
                notes=reading.notes,
                partial=partial,
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
