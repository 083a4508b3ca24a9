"""A shell command held in another format's string: one object for every format.

TOML values, YAML scalars and Python literals hold shell command lines
(`serve = "python -m sglang.launch_server ..."`, `["bash", "-c", "..."]`,
`os.system("...")`). The format decodes its string into the *view*, the
text the shell reads, and says per view character where its source starts
and ends and whether the string fills it in at run time (`dynamic`: a
`{{ template }}`, an f-string field). What is the same whatever holds the
string lives here: a view span back in the source (`span_through`, which
Markdown fences and notebook cells map through too), templates read as an
unknown expansion, the shell adapter's reading (its sites, or why it could
not read a launch) and the one site such an unread launch is reported as.
The format keeps only what is its own (`where`: quotes, a YAML path, the
literals of a Python concatenation) and how it writes text back.

The shell adapter (and tree-sitter) is loaded only when a string is read.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Generic, TypeVar

from hisparse_fix.formats.errors import ParseError
from hisparse_fix.formats.shell_text.words import HISPARSE_FLAG
from hisparse_fix.sglang.entry_points import IN_TEXT
from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.sites import LaunchSite, Note, Option, Span, Style

Where = TypeVar("Where")

PLACEHOLDER = "${HISPARSE_FIX_TEMPLATE}"
"""What a `{{ var }}` template reads as in the view: an expansion whose value the
shell adapter does not know."""

TEMPLATE = re.compile(r"\{\{.*?\}\}|\{%.*?%\}")
"""A Jinja-style template written in a string, filled in by whatever renders the file."""


def span_through(
    span: Span,
    start: Callable[[int], int],
    end: Callable[[int], int],
    point: Callable[[int], int],
) -> Span:
    """A span of a view as the source range that writes it: from where its first
    character starts to where its last ends; an empty span is the `point` where
    text inserted before that view offset goes."""
    if span.start >= span.end:
        at = point(span.start)
        return Span(at, at)
    return Span(start(span.start), end(span.end - 1))


@dataclass(frozen=True)
class ShellString(Generic[Where]):
    """A string holding shell code, with the shell adapter's reading of it.

    `span` is the whole string in the source; `view[i]` is written at
    `starts[i]:ends[i]`; `owners[i]` says which piece of the string writes it
    (a Python literal, a YAML line) so a removal stays in one where it can;
    `empty` is where text goes in an empty view. The first `prefix` view
    characters are read before the string's own and are never edited (a
    compose entrypoint, a CI job's environment). `sites` are in view
    coordinates; `problem` says why the shell adapter could not read a launch.
    """

    span: Span
    view: str
    starts: tuple[int, ...]
    ends: tuple[int, ...]
    dynamic: tuple[bool, ...]
    where: Where
    owners: tuple[int, ...] = ()
    empty: int = 0
    prefix: int = 0
    sites: tuple[LaunchSite, ...] = ()
    problem: str | None = None

    def point(self, offset: int) -> int:
        """Where text inserted before view character `offset` goes: right after the
        character before it, so a line-ending backslash cannot trim it."""
        if offset > 0:
            return self.ends[offset - 1]
        return self.starts[0] if self.starts else self.empty

    def map_span(self, span: Span) -> Span:
        """A span of the view as the source range that writes it."""
        return span_through(span, self.starts.__getitem__, self.ends.__getitem__, self.point)

    def touches_template(self, span: Span) -> bool:
        """Whether a view span holds a part the string fills in at run time."""
        return any(self.dynamic[span.start : span.end])

    def owns(self, option: Option) -> bool:
        """Whether `option` (in source coordinates) is one the shell adapter read here;
        every option written in a string it could not read is, so that none is edited
        as if it stood outside the string."""
        if self.problem is not None:
            return self.span.start <= option.span.start and option.span.end <= self.span.end
        return option.span in self.options

    @cached_property
    def options(self) -> Mapping[Span, Option]:
        """The shell's options (view coordinates) by their span in the source."""
        return {
            self.map_span(option.span): option for site in self.sites for option in site.options
        }


def with_templates(
    chars: str, starts: Sequence[int], ends: Sequence[int]
) -> tuple[str, tuple[int, ...], tuple[int, ...], tuple[bool, ...]]:
    """A value with each `{{ var }}` template as `PLACEHOLDER`, every character of
    which maps to the whole template; the view, its starts, ends and `dynamic`."""
    out: list[str] = []
    out_starts: list[int] = []
    out_ends: list[int] = []
    dynamic: list[bool] = []
    position = 0
    for match in TEMPLATE.finditer(chars):
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


def as_read(value: str) -> str:
    """A string's value as its view reads it (templates as `PLACEHOLDER`), to check
    that a rewritten string reads as the shell adapter's rewrite."""
    return TEMPLATE.sub(lambda _: PLACEHOLDER, value)


Reader = Callable[[str], Sequence[LaunchSite]]


def read(string: ShellString[Where], reader: Reader | None = None) -> ShellString[Where] | None:
    """The string with the shell adapter's sites (`reader`: another way to read the
    view), or None when it holds no launch. A view the adapter cannot parse is kept,
    with the reason as `problem`, when it plainly runs SGLang with HiSparse: such a
    launch is reported, never passed over."""
    if reader is None:
        from hisparse_fix.formats import BY_NAME  # the shell adapter, loaded by name

        reader = BY_NAME["shell"].find_sites
    try:
        sites = reader(string.view)
    except ParseError as error:
        if unread_launch(string) is not None:
            return replace(string, problem=error.message)
        return None
    return replace(string, sites=tuple(sites)) if sites else None


def unread_launch(string: ShellString[Where]) -> re.Match[str] | None:
    """The HiSparse flag of a string that plainly runs SGLang, else None."""
    if IN_TEXT.search(string.view) is None:
        return None
    return HISPARSE_FLAG.search(string.view, string.prefix)


def unread_site(
    string: ShellString[Where],
    env: Mapping[str, str],
    span: Span | None = None,
    held: str = "string",
) -> LaunchSite:
    """The launch of a string the shell adapter could not read (`problem`): one
    open site at `span` (the string's own by default); `held` names what holds it."""
    assert string.problem is not None
    flag = unread_launch(string)
    assert flag is not None
    message = (
        f"this {held} holds an SGLang launch that cannot be read as shell "
        f"({string.problem}); its options are not checked"
    )
    return unread(
        string.map_span(Span(flag.start(), flag.end())),
        string.span if span is None else span,
        env,
        Note(string.span, message),
    )


def unread_view(view: str, problem: str, held: str) -> LaunchSite | None:
    """The site, in the view's own coordinates, of shell text the adapter could not
    parse (a notebook's `!` command), or None when it does not plainly run SGLang
    with HiSparse."""
    string = ShellString(
        Span(0, len(view)),
        view,
        tuple(range(len(view))),
        tuple(range(1, len(view) + 1)),
        (False,) * len(view),
        None,
        problem=problem,
    )
    return None if unread_launch(string) is None else unread_site(string, {}, held=held)


def unread(flag: Span, span: Span, env: Mapping[str, str], note: Note) -> LaunchSite:
    """A launch seen but not read, in any format: HiSparse as written at `flag` and
    nothing else known (open), with a `note` saying why. Every rule then judges it
    as a launch whose options may come from elsewhere, whatever holds it."""
    option = Option("enable-hisparse", None, flag)
    return LaunchSite((option,), span, Style.ARGV, dict(env), open=True, notes=(note,))
