"""Shell launch commands written as TOML strings.

Task runners keep a launch as a command line (`[tool.poe.tasks] serve =
"python -m sglang.launch_server ..."`, `cmd = "..."`, a hatch or pdm list of
command lines) and container configs as a shell's script (`command =
["bash", "-c", "..."]`). The shell adapter reads the string's value. Every
character of the value keeps the source range it is written as (an escape
is its whole backslash sequence, a line-ending backslash belongs to no
character), so the shell's spans map back into the string. Edits are
replayed one at a time with the shell adapter to see which characters each
changes; those are written back inside the quotes, and the string is read
again to check it holds exactly what the shell adapter wrote, else nothing
is written.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from itertools import pairwise
from typing import NamedTuple

import tomlkit
from tomlkit import exceptions as tomlkit_errors
from tomlkit.items import String

from hisparse_fix.formats.errors import UnwritableEditError
from hisparse_fix.formats.shell_text import command as shell_string
from hisparse_fix.formats.shell_text.view import replay, string_sites, view_edits
from hisparse_fix.formats.shell_text.words import shell_script
from hisparse_fix.formats.text_edits import Replacement
from hisparse_fix.formats.toml.layout import Element
from hisparse_fix.formats.toml.strings import delimiter, encode, source_ranges, value_region
from hisparse_fix.vocabulary.scope import may_hold_launch
from hisparse_fix.vocabulary.sites import Edit, LaunchSite, Span


class Quoted(NamedTuple):
    """How a TOML string is written: the text that holds its value, and its quotes."""

    region: Span
    quote: str


ShellString = shell_string.ShellString[Quoted]
"""A TOML string holding shell code (see `shell_string`)."""


def read(text: str, item: String, span: Span) -> ShellString | None:
    """The shell reading of a string that holds an SGLang launch with HiSparse (any SGLang
    launch under `--scope all`), else None."""
    value = str(item)
    if not may_hold_launch(value) or "sglang" not in value:
        return None
    chars, starts, ends = source_ranges(text, item, span)
    chars = _joined_option_lines(chars)
    view, starts, ends, dynamic = shell_string.with_templates(chars, starts, ends)
    region = value_region(text, span)
    where = Quoted(region, delimiter(text, span))
    return shell_string.read(
        ShellString(span, view, starts, ends, dynamic, where, empty=region.start)
    )


_OPTION_LINE = re.compile(r"(?<![\\\r])\r?\n(?=[ \t]*--?[A-Za-z])")
"""A line break before a line of options: task runners split a `cmd` string on any
whitespace (poe, pdm), so the options continue the command above; a shell would run
`--speculative-adaptive` as a command of its own, which nobody writes. The break is
read as a space, one character for one, so every span still maps back."""


def _joined_option_lines(chars: str) -> str:
    """`chars` with each line break before a line of options read as spaces, one for one."""
    return _OPTION_LINE.sub(lambda match: " " * len(match.group()), chars)


def script_elements(elements: Sequence[Element]) -> list[tuple[Element, dict[str, str]]]:
    """The items of an array that a shell runs, each with the variables set before it.

    `[env] [NAME=value ...] bash [-o opt] -c SCRIPT`: the script; a list whose
    first item is a whole command line (hatch or pdm scripts): every item.
    """
    words = [str(e.item) if isinstance(e.item, String) else None for e in elements]
    script = shell_script(words)
    if script is not None:
        index, env = script
        return [] if words[index] is None else [(elements[index], env)]
    if words and words[0] is not None and any(char.isspace() for char in words[0].strip()):
        return [
            (element, {}) for element, word in zip(elements, words, strict=True) if word is not None
        ]
    return []


def sites(string: ShellString, env: Mapping[str, str]) -> list[LaunchSite]:
    """The string's launches in source coordinates, with the environment the TOML gives them."""
    return string_sites(string, env)


def replacements(text: str, string: ShellString, edits: Sequence[Edit]) -> list[Replacement]:
    """Source replacements inside the string that carry out `edits` (source coordinates)."""
    mine = view_edits(string, edits)
    changes, rewritten = replay(string.view, mine, dynamic=string.dynamic)
    written = [
        Replacement(string.map_span(Span(start, end)), _encoded(string, new))
        for start, end, new in changes
    ]
    result = [_tidy(text, string, change) for change in _joined_removals(written)]
    _check(text, string, result, rewritten)
    return result


_CONTINUED = re.compile(r"\\[ \t]*\r?\n\Z")
_BARE_CONTINUATION = re.compile(r"[ \t]*\\[ \t]*\r?\n")


def _joined_removals(changes: list[Replacement]) -> list[Replacement]:
    """Removals that meet end to start are one: together they may empty a line."""
    joined: list[Replacement] = []
    for change in sorted(changes, key=lambda r: r.span.start):
        previous = joined[-1] if joined else None
        if (
            previous is not None
            and not previous.text
            and not change.text
            and previous.span.end == change.span.start
        ):
            joined[-1] = Replacement(Span(previous.span.start, change.span.end), "")
        else:
            joined.append(change)
    return joined


def _tidy(text: str, string: ShellString, change: Replacement) -> Replacement:
    """A removal that leaves only a line-ending backslash on its line takes the line.

    In a `\"\"\"` string the backslashes that end lines are TOML's: the one on
    the line before already joins the next line, so the whole line can go.
    """
    if change.text or string.where.quote != '"""':
        return change
    line_start = text.rfind("\n", 0, change.span.start) + 1
    line_end = text.find("\n", change.span.end) + 1
    region = string.where.region
    if line_start <= region.start or line_end <= 0 or line_end > region.end:
        return change
    rest = text[line_start : change.span.start] + text[change.span.end : line_end]
    before = text[text.rfind("\n", 0, line_start - 1) + 1 : line_start]
    if _BARE_CONTINUATION.fullmatch(rest) and _CONTINUED.search(before):
        return Replacement(Span(line_start, line_end), "")
    return change


def _encoded(string: ShellString, new: str) -> str:
    written = encode(new, string.where.quote)
    if written is None:
        raise UnwritableEditError(f"{new!r} cannot be written in a {string.where.quote} string")
    return written


def _check(text: str, string: ShellString, changes: list[Replacement], expected: str) -> None:
    """The string as rewritten must read as the shell adapter's rewrite of its value."""
    written = text[string.span.start : string.span.end]
    for change in sorted(changes, key=lambda r: r.span.start, reverse=True):
        start, end = change.span.start - string.span.start, change.span.end - string.span.start
        written = written[:start] + (change.text or "") + written[end:]
    for earlier, later in pairwise(sorted(change.span for change in changes)):
        if earlier.end > later.start:
            raise UnwritableEditError("shell edits in the string overlap", at=string.span.start)
    try:
        value = tomlkit.parse(f"v = {written}\n")["v"]
    except tomlkit_errors.TOMLKitError:
        value = None
    if not isinstance(value, String):
        raise UnwritableEditError("the string would not be valid TOML", at=string.span.start)
    if shell_string.as_read(_joined_option_lines(str(value))) != expected:
        raise UnwritableEditError("the string would not read as rewritten", at=string.span.start)
