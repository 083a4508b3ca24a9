"""What a reading of Python launches keeps for writing values back, shared by both
readers (`quick` over `ast`, `resolve` over libcst): the argv words and keyed
options read, and where each value and key is written."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from hisparse_fix.formats.python.literals import Decoded, Literal
from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.sites import DYNAMIC, Note, Option, Span, Token


class Key(NamedTuple):
    """Where a keyed option's key is written, for renaming it and adding a sibling.

    `kind` is `keyword` (a call's `name=value`), `dict` (`"name": value`) or
    `setitem` (`d["name"] = value`); `literal` is the key's string literal
    (None for a keyword); `value` the value expression's span.
    """

    kind: str
    literal: Literal | None
    value: Span


@dataclass
class Found:
    """What the sites' options need for `apply` to write values back."""

    literals: dict[Span, Literal | None] = field(default_factory=dict)
    """A value span -> the string literal it lies in; None for a bare Python value."""
    keyed: dict[Span, tuple[Span, Literal | None]] = field(default_factory=dict)
    """A keyed option's span -> its value expression's span and (plain string) literal."""
    keys: dict[Span, Key] = field(default_factory=dict)
    """A keyed option's span -> where its key is written."""
    words: dict[Span, Decoded] = field(default_factory=dict)
    """An argv word's span -> the string it was read from."""


@dataclass
class Argv:
    """Argv words read from an expression; `open` when something may add more,
    `partial` when something changed them in a way the tool does not read."""

    tokens: list[Token] = field(default_factory=list)
    open: bool = False
    notes: list[Note] = field(default_factory=list)
    partial: bool = False

    def extend(self, other: Argv) -> None:
        self.tokens.extend(other.tokens)
        self.open = self.open or other.open
        self.notes.extend(other.notes)
        self.partial = self.partial or other.partial


@dataclass
class Keyed:
    """Keyed options read from an expression, each under the key it is written with (a
    later key replaces an earlier one, as in a dict); `open` and `partial` as for `Argv`."""

    options: list[Option] = field(default_factory=list)
    open: bool = False
    notes: list[Note] = field(default_factory=list)
    partial: bool = False
    keys: list[str] = field(default_factory=list)

    def add(self, option: Option, key: str) -> None:
        self.remove(key)
        self.options.append(option)
        self.keys.append(key)

    def remove(self, key: str) -> None:
        kept = [(o, k) for o, k in zip(self.options, self.keys, strict=True) if k != key]
        self.options = [option for option, _ in kept]
        self.keys = [k for _, k in kept]

    def extend(self, other: Keyed) -> None:
        for option, key in zip(other.options, other.keys, strict=True):
            self.add(option, key)
        self.open = self.open or other.open
        self.notes.extend(other.notes)
        self.partial = self.partial or other.partial


class ValueRead(NamedTuple):
    """A keyed option's value as read: its text (None when it is not known statically),
    the plain string literal it is written in, and the span an edit replaces."""

    text: str | None
    literal: Literal | None = None
    span: Span | None = None


def keyed_option(
    found: Found, name: str, span: Span, name_span: Span | None, key: Key, value: ValueRead
) -> Option:
    """The option of a keyword, dict item or `d[k] = v`, recorded for writing back."""
    found.keys[span] = key
    if value.text is None:
        return Option(name, None, span, dynamic=True, parts=(span,), name_span=name_span)
    found.keyed[span] = (key.value, value.literal)
    if value.span is not None:
        found.literals[value.span] = value.literal
    return Option(name, value.text, span, value_span=value.span, parts=(span,), name_span=name_span)


def dynamic_token(span: Span) -> Token:
    return Token(DYNAMIC, span, (-1,))


def exact(found: Found, option: Option) -> Option:
    """The option with a value span that covers whole source characters of one literal.

    `Token.source_span` assumes one source character per character; an
    escape is longer, and a number or a value split over literals cannot
    take a string, so those get no value span (the rules then report).
    """
    option = _exact_name(found, option)
    if option.value_span is None or option.dynamic:
        return option
    index = 1 if len(option.parts) == 2 else 0
    decoded = found.words.get(option.parts[index])
    if decoded is None:
        return replace(option, value_span=None)
    start = 0 if index == 1 else decoded.text.find("=") + 1  # a positional: the whole word
    end = len(decoded.text)
    if start == end:
        at = decoded.ends[start - 1]
        value_span: Span | None = Span(at, at)
        owner = decoded.owners[start - 1]
    else:
        value_span = decoded.source_span(start, end)
        owner = decoded.owners[start]
    if value_span is not None:
        found.literals[value_span] = decoded.literals[owner]
    return replace(option, value_span=value_span)


def _exact_name(found: Found, option: Option) -> Option:
    """The flag word's name span only where each character is written as itself
    in one literal (`"--nsa-decode-backend"`, not `"\\x2d-nsa-..."`)."""
    decoded = found.words.get(option.parts[0]) if option.parts else None
    if decoded is None:
        return replace(option, name_span=None)
    equals = decoded.text.find("=")
    written = decoded.written_span(0, equals if equals >= 0 else len(decoded.text))
    return replace(option, name_span=written)
