"""New options written into a TOML file: a key after a key, words after argv words.

A new key copies its anchor: the same indentation, dotted prefix, quotes and
dash-or-underscore spelling, on its own line right after the anchor's line (a
comment there stays on the anchor's line), or `, key = value` after it inside
`{ }`. New argv words go after the anchor's words in the anchor's quotes, on
a line of their own where the anchor's words stand alone on theirs. The file
is read back afterwards: each new key or word must be where it was meant to
go, else nothing is written.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import NamedTuple

import tomlkit
from tomlkit import exceptions as tomlkit_errors
from tomlkit.items import String

from hisparse_fix.formats.errors import UnwritableEditError
from hisparse_fix.formats.text_edits import Replacement, lines_after
from hisparse_fix.formats.toml.layout import Element, Entry, Path
from hisparse_fix.formats.toml.strings import delimiter, encode, encode_basic
from hisparse_fix.sglang.argv import boolean_flags
from hisparse_fix.vocabulary.sites import Edit, Span

_NAME = re.compile(r"[A-Za-z0-9_-]+")
_NUMBER = re.compile(r"[+-]?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?")
_LINE_TAIL = re.compile(r"[ \t]*(?P<comma>,)?[ \t]*(?:#.*)?")
_BOOLEANS = {"true": True, "false": False}

Scalar = bool | int | float | str


class Expected(NamedTuple):
    """What the rewritten file must hold: `words` in order somewhere in the array at
    `path`, or (with `key`) the key in the table at `path`, holding `words[0]` if given."""

    path: Path
    words: tuple[Scalar, ...]
    key: str | None = None


def spelled(name: str, like: str) -> str:
    """A dashed option name spelled as `like` is: with underscores where it has
    underscores and no dashes."""
    return name.replace("-", "_") if "_" in like and "-" not in like else name


def keyed(text: str, entry: Entry, adds: Sequence[Edit]) -> tuple[Replacement, list[Expected]]:
    """`key = value` for each added option, in the order given, after the anchor `entry`."""
    written_key = text[entry.key.start : entry.key.end]
    quote = written_key[0] if written_key[0] in "\"'" else ""
    prefix = text[entry.key_start : entry.key.start]
    separator = text[entry.key.end : entry.value.start]
    value_quote = delimiter(text, entry.value)[0] if isinstance(entry.item, String) else '"'
    pairs: list[str] = []
    expected: list[Expected] = []
    for add in adds:
        name = spelled(_name(add), entry.name)
        value = "true" if add.value is None else add.value
        pairs.append(f"{prefix}{quote}{name}{quote}{separator}{_toml_value(value, value_quote)}")
        expected.append(Expected(entry.table, (_scalar(value),), name))
    if entry.inline:
        at = entry.value.end
        return Replacement(Span(at, at), "".join(f", {pair}" for pair in pairs)), expected
    line_start = _line_start(text, entry.key_start)
    indent = text[line_start : entry.key_start]
    if indent.strip(" \t"):
        raise UnwritableEditError("the key does not start its line", at=entry.key_start)
    return lines_after(text, entry.value.end, [indent + pair for pair in pairs]), expected


def _line_start(text: str, at: int) -> int:
    """Where the line holding `at` starts; the first line after a BOM (not indentation)."""
    start = text.rfind("\n", 0, at) + 1
    return 1 if start == 0 and text.startswith("\ufeff") else start


def argv(
    text: str, path: Path, anchor: Sequence[Element], adds: Sequence[Edit]
) -> tuple[list[Replacement], list[Expected]]:
    """New argv words after the anchor's elements: one option a line where the
    anchor's elements stand alone on their line, else `, "--name"` right after them."""
    first, last = anchor[0], anchor[-1]
    quote = delimiter(text, last.span)[0] if isinstance(last.item, String) else '"'
    groups = [_words(add, _equals_form(add)) for add in adds]
    expected = [Expected(path, (*_values(anchor), *(w for group in groups for w in group)))]
    line_start = _line_start(text, first.span.start)
    line_end = text.find("\n", last.span.end)
    tail = _LINE_TAIL.fullmatch(text[last.span.end : line_end].rstrip("\r"))
    if text[line_start : first.span.start].strip(" \t") or tail is None or line_end < 0:
        words = "".join(f", {_string(word, quote)}" for group in groups for word in group)
        return [Replacement(Span(last.span.end, last.span.end), words)], expected
    indent = text[line_start : first.span.start]
    comma = "," if tail.group("comma") else ""
    lines = [indent + ", ".join(_string(word, quote) for word in group) for group in groups]
    lines = [line + "," for line in lines[:-1]] + [lines[-1] + comma]
    replacements = [lines_after(text, last.span.end, lines)]
    if not comma:
        replacements.append(Replacement(Span(last.span.end, last.span.end), ","))
    return replacements, expected


def check(text: str, expected: Sequence[Expected]) -> None:
    """The rewritten file must parse and hold every new key and word where it was put."""
    try:
        document = tomlkit.parse(text.removeprefix("\ufeff")).unwrap()
    except (tomlkit_errors.TOMLKitError, ValueError) as error:
        raise UnwritableEditError(f"a new option would leave invalid TOML: {error}") from None
    for item in expected:
        found = _at(document, item.path)
        if item.key is not None:
            ok = isinstance(found, dict) and item.key in found
            ok = ok and (not item.words or _same(found[item.key], item.words[0]))
        else:
            ok = isinstance(found, list) and _holds(found, item.words)
        if not ok:
            where = ".".join(str(part) for part in item.path)
            raise UnwritableEditError(f"a new option would not read back in `{where}`")


def _name(add: Edit) -> str:
    if add.name is None or _NAME.fullmatch(add.name) is None:
        raise UnwritableEditError(f"cannot write an option named {add.name!r}")
    return add.name


def _toml_value(value: str, quote: str) -> str:
    """A value as TOML: booleans and numbers bare, else a string in `quote`s if they
    can hold it, else in double quotes."""
    if value in _BOOLEANS or _NUMBER.fullmatch(value):
        return value
    return _string(value, quote)


def _string(word: str, quote: str) -> str:
    encoded = encode(word, quote)
    return f"{quote}{encoded}{quote}" if encoded is not None else f'"{encode_basic(word)}"'


def _scalar(value: str) -> Scalar:
    if value in _BOOLEANS:
        return _BOOLEANS[value]
    if _NUMBER.fullmatch(value):
        number = float(value)
        return int(value) if number.is_integer() and value.lstrip("+-").isdigit() else number
    return value


def _equals_form(add: Edit) -> bool:
    """Whether the anchor is written `--name=value`, so the new option is too."""
    anchor = add.option
    return len(anchor.parts) == 1 and anchor.value is not None and anchor.value_span is not None


def _words(add: Edit, equals: bool) -> tuple[str, ...]:
    """The argv words of a new option; a flag SGLang takes without a value is
    written alone when it is to be on."""
    flag = f"--{_name(add)}"
    if add.value is None:
        return (flag,)
    if add.name in boolean_flags():
        if add.value.lower() != "true":
            raise UnwritableEditError(f"{flag} takes no value; cannot write {add.value!r}")
        return (flag,)
    return (f"{flag}={add.value}",) if equals else (flag, add.value)


def _values(elements: Sequence[Element]) -> tuple[Scalar, ...]:
    return tuple(element.item.unwrap() for element in elements)


def _at(document: object, path: Path) -> object:
    found = document
    for part in path:
        try:
            found = found[part]  # type: ignore[index]
        except (KeyError, IndexError, TypeError):
            return None
    return found


def _same(found: object, wanted: Scalar) -> bool:
    return type(found) is type(wanted) and found == wanted


def _holds(items: list[object], words: Sequence[Scalar]) -> bool:
    """Whether `words` occur in `items` one after another."""
    width = len(words)
    return any(
        all(_same(items[at + i], word) for i, word in enumerate(words))
        for at in range(len(items) - width + 1)
    )
