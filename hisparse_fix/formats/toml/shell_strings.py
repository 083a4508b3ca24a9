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
from dataclasses import dataclass, replace
from functools import cached_property
from itertools import pairwise

import tomlkit
from tomlkit import exceptions as tomlkit_errors
from tomlkit.items import String

from hisparse_fix.formats.errors import ParseError, UnwritableEditError
from hisparse_fix.formats.shell_view import map_site, replay
from hisparse_fix.formats.shell_words import (
    HISPARSE_FLAG,
    is_shell,
    script_after_options,
    visibly_launches_hisparse,
)
from hisparse_fix.formats.text_edits import Replacement, dedupe_edits
from hisparse_fix.formats.toml.layout import Element
from hisparse_fix.formats.toml.strings import delimiter, encode, source_ranges, value_region
from hisparse_fix.sites import Edit, LaunchSite, Note, Option, Span, Style, mentions_hisparse

PLACEHOLDER = "${HISPARSE_FIX_TEMPLATE}"
"""What a `{{ var }}` template reads as in the shell view: an expansion whose value
the shell adapter does not know."""

_TEMPLATE = re.compile(r"\{\{.*?\}\}|\{%.*?%\}")
_ASSIGNMENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*=")


@dataclass(frozen=True)
class ShellString:
    """A TOML string holding shell code, with the shell adapter's reading of it.

    `view` is the value with templates replaced by `PLACEHOLDER`; `starts`,
    `ends` and `dynamic` say, per view character, where its source is and
    whether it stands for a template. `sites` are in view coordinates;
    `problem` says why the shell adapter could not read a launch.
    """

    span: Span
    region: Span
    quote: str
    view: str
    starts: tuple[int, ...]
    ends: tuple[int, ...]
    dynamic: tuple[bool, ...]
    sites: tuple[LaunchSite, ...] = ()
    problem: str | None = None

    def map_span(self, span: Span) -> Span:
        """A span of the view as the source range that writes it."""
        if span.start >= span.end:
            point = self.point(span.start)
            return Span(point, point)
        return Span(self.starts[span.start], self.ends[span.end - 1])

    def point(self, offset: int) -> int:
        """Where text inserted before view character `offset` goes: right after the
        character before it, so a line-ending backslash cannot trim it."""
        if offset > 0:
            return self.ends[offset - 1]
        return self.starts[0] if self.starts else self.region.start

    def touches_template(self, span: Span) -> bool:
        return any(self.dynamic[span.start : span.end])

    @cached_property
    def options(self) -> Mapping[Span, Option]:
        """The shell's options (view coordinates) by their span in the source."""
        return {
            self.map_span(option.span): option for site in self.sites for option in site.options
        }


def read(text: str, item: String, span: Span) -> ShellString | None:
    """The shell reading of a string that holds an SGLang launch with HiSparse, else None."""
    value = str(item)
    if not mentions_hisparse(value) or "sglang" not in value:
        return None
    chars, starts, ends = source_ranges(text, item, span)
    view, starts, ends, dynamic = _with_placeholders(chars, starts, ends)
    quote = delimiter(text, span)
    string = ShellString(span, value_region(text, span), quote, view, starts, ends, dynamic)
    from hisparse_fix.formats import shell  # tree-sitter, loaded only for a launch string

    try:
        sites = shell.find_sites(view)
    except ParseError as error:
        if visibly_launches_hisparse(view):
            return replace(string, problem=error.message)
        return None
    return replace(string, sites=tuple(sites)) if sites else None


def _with_placeholders(
    chars: str, starts: tuple[int, ...], ends: tuple[int, ...]
) -> tuple[str, tuple[int, ...], tuple[int, ...], tuple[bool, ...]]:
    """Each `{{ var }}` template as `PLACEHOLDER`, every character of which maps to
    the whole template."""
    out: list[str] = []
    out_starts: list[int] = []
    out_ends: list[int] = []
    dynamic: list[bool] = []
    position = 0
    for match in _TEMPLATE.finditer(chars):
        out.append(chars[position : match.start()])
        out_starts.extend(starts[position : match.start()])
        out_ends.extend(ends[position : match.start()])
        dynamic.extend([False] * (match.start() - position))
        out.append(PLACEHOLDER)
        out_starts.extend([starts[match.start()]] * len(PLACEHOLDER))
        out_ends.extend([ends[match.end() - 1]] * len(PLACEHOLDER))
        dynamic.extend([True] * len(PLACEHOLDER))
        position = match.end()
    out.append(chars[position:])
    out_starts.extend(starts[position:])
    out_ends.extend(ends[position:])
    dynamic.extend([False] * (len(chars) - position))
    return "".join(out), tuple(out_starts), tuple(out_ends), tuple(dynamic)


def script_elements(elements: Sequence[Element]) -> list[tuple[Element, dict[str, str]]]:
    """The items of an array that a shell runs, each with the variables set before it.

    `[env] [NAME=value ...] bash [-o opt] -c SCRIPT`: the script; a list whose
    first item is a whole command line (hatch or pdm scripts): every item.
    """
    words = [str(e.item) if isinstance(e.item, String) else None for e in elements]
    index = 1 if words[:1] == ["env"] else 0
    env: dict[str, str] = {}
    while index < len(words) and words[index] and _ASSIGNMENT.match(words[index] or ""):
        name, value = (words[index] or "").split("=", 1)
        env[name] = value
        index += 1
    program = words[index] if index < len(words) else None
    if program and is_shell(program):
        script = script_after_options(words, index + 1)
        if script is None or words[script] is None:
            return []
        return [(elements[script], env)]
    if words and words[0] is not None and any(char.isspace() for char in words[0].strip()):
        return [
            (element, {}) for element, word in zip(elements, words, strict=True) if word is not None
        ]
    return []


def sites(string: ShellString, env: Mapping[str, str]) -> list[LaunchSite]:
    """The string's launches in source coordinates, with the environment the TOML gives them."""
    if string.problem is not None:
        return [_unread_site(string, env)]
    return [
        replace(map_site(site, string.map_span, string.touches_template), env={**env, **site.env})
        for site in string.sites
    ]


def _unread_site(string: ShellString, env: Mapping[str, str]) -> LaunchSite:
    """A launch the shell adapter could not read: HiSparse as written, and a note."""
    flag = HISPARSE_FLAG.search(string.view)
    assert flag is not None
    span = string.map_span(Span(flag.start(), flag.end()))
    message = (
        f"this string holds an SGLang launch that cannot be read as shell "
        f"({string.problem}); its options are not checked"
    )
    return LaunchSite(
        (Option("enable-hisparse", None, span),),
        string.span,
        Style.ARGV,
        dict(env),
        open=True,
        notes=(Note(string.span, message),),
    )


def replacements(text: str, string: ShellString, edits: Sequence[Edit]) -> list[Replacement]:
    """Source replacements inside the string that carry out `edits` (source coordinates)."""
    view_edits = []
    for edit in dedupe_edits(edits):
        option = string.options.get(edit.option.span)
        if option is None:
            raise UnwritableEditError(f"an edit in the string at {string.span} matches no option")
        view_edits.append(replace(edit, option=option))
    changes, rewritten = replay(string.view, view_edits, dynamic=string.dynamic)
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
    if change.text or string.quote != '"""':
        return change
    line_start = text.rfind("\n", 0, change.span.start) + 1
    line_end = text.find("\n", change.span.end) + 1
    if line_start <= string.region.start or line_end <= 0 or line_end > string.region.end:
        return change
    rest = text[line_start : change.span.start] + text[change.span.end : line_end]
    before = text[text.rfind("\n", 0, line_start - 1) + 1 : line_start]
    if _BARE_CONTINUATION.fullmatch(rest) and _CONTINUED.search(before):
        return Replacement(Span(line_start, line_end), "")
    return change


def _encoded(string: ShellString, new: str) -> str:
    written = encode(new, string.quote)
    if written is None:
        raise UnwritableEditError(f"{new!r} cannot be written in a {string.quote} string")
    return written


def _check(text: str, string: ShellString, changes: list[Replacement], expected: str) -> None:
    """The string as rewritten must read as the shell adapter's rewrite of its value."""
    written = text[string.span.start : string.span.end]
    for change in sorted(changes, key=lambda r: r.span.start, reverse=True):
        start, end = change.span.start - string.span.start, change.span.end - string.span.start
        written = written[:start] + (change.text or "") + written[end:]
    for earlier, later in pairwise(sorted(change.span for change in changes)):
        if earlier.end > later.start:
            raise UnwritableEditError(f"shell edits in the string at {string.span} overlap")
    try:
        value = tomlkit.parse(f"v = {written}\n")["v"]
    except tomlkit_errors.TOMLKitError:
        value = None
    if not isinstance(value, String):
        raise UnwritableEditError(f"the string at {string.span} would not be valid TOML")
    chars = str(value)
    read_back = _TEMPLATE.sub(lambda _: PLACEHOLDER, chars)
    if read_back != expected:
        raise UnwritableEditError(f"the string at {string.span} would not read as rewritten")
