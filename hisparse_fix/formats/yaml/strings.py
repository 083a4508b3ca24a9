"""Shell launch commands written as YAML strings.

`command: >` and `|` blocks, compose `command: python3 -m ...` strings, the
script of `["bash", "-c", "..."]`, a CI step's `run: |`: the shell adapter
reads the string's value, and its sites are mapped back through the
string's character map (`scalars`). Edits are replayed with the shell
adapter (`shell_view.replay`), written inside the string in its own style,
and the rewritten file is read again: the string must then hold exactly
what the shell adapter wrote, else nothing is written. A `{{ x }}` template
reads as an expansion whose value is unknown. Strings under keys that hold
prose (`description`, `help`, ...) are not launches.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from hisparse_fix.formats import shell
from hisparse_fix.formats.errors import ParseError
from hisparse_fix.formats.shell_view import UnwritableEditError, map_site, replay
from hisparse_fix.formats.text_edits import Replacement, dedupe_edits
from hisparse_fix.formats.yaml.document import Composed, Path, at, kind, walk
from hisparse_fix.formats.yaml.scalars import Chars, encode
from hisparse_fix.formats.yaml.values import chars_of
from hisparse_fix.sites import Edit, LaunchSite, Note, Option, Span, Style

PLACEHOLDER = "${HISPARSE_FIX_TEMPLATE}"
_TEMPLATE = re.compile(r"\{\{.*?\}\}|\{%.*?%\}")
_LAUNCH = re.compile(r"-m\s+sglang\.|sglang\s+serve\b")
_FLAG = re.compile(r"(?<![\w-])--enable-hisparse(?![\w-])")
_PROSE_KEYS = frozenset(
    {
        "help", "description", "desc", "doc", "docs", "comment", "comments", "note", "notes",
        "summary", "message", "msg", "title", "hint", "usage", "example", "examples", "text",
        "label", "readme", "info", "name",
    }
)  # fmt: skip


@dataclass(frozen=True)
class ShellString:
    """A YAML string holding shell code; `view` is its value with templates as
    `PLACEHOLDER`, `starts`/`ends` where each view character is written."""

    path: Path
    span: Span
    chars: Chars
    view: str
    starts: tuple[int, ...]
    ends: tuple[int, ...]
    dynamic: tuple[bool, ...]
    sites: tuple[LaunchSite, ...] = ()
    problem: str | None = None

    def map_span(self, span: Span) -> Span:
        if span.start >= span.end:
            point = self.ends[span.start - 1] if span.start > 0 else self.starts[0]
            return Span(point, point)
        return Span(self.starts[span.start], self.ends[span.end - 1])

    def touches_template(self, span: Span) -> bool:
        return any(self.dynamic[span.start : span.end])

    def options(self) -> dict[Span, Option]:
        return {self.map_span(o.span): o for site in self.sites for o in site.options}


def shell_strings(text: str, composed: Composed) -> list[ShellString]:
    found: dict[Span, ShellString] = {}
    for index, document in enumerate(composed.documents):
        for path, node in walk(document, (index,)):
            if kind(node) != "scalar" or node.tag != "tag:yaml.org,2002:str":
                continue
            if isinstance(path[-1], str) and path[-1].lower() in _PROSE_KEYS:
                continue
            value = node.value
            if "hisparse" not in value or "sglang" not in value or not re.search(r"\s", value):
                continue
            span = composed.span(node)
            if span in found:
                continue
            chars = chars_of(text, composed, node)
            string = _read(path, span, chars) if chars is not None else None
            if string is not None:
                found[span] = string
    return list(found.values())


def _read(path: Path, span: Span, chars: Chars) -> ShellString | None:
    view, starts, ends, dynamic = _with_placeholders(chars)
    string = ShellString(path, span, chars, view, starts, ends, dynamic)
    try:
        sites = shell.find_sites(view)
    except ParseError as error:
        if _LAUNCH.search(view) and _FLAG.search(view):
            return replace(string, problem=error.message)
        return None
    return replace(string, sites=tuple(sites)) if sites else None


def _with_placeholders(
    chars: Chars,
) -> tuple[str, tuple[int, ...], tuple[int, ...], tuple[bool, ...]]:
    out, starts, ends, dynamic = [], [], [], []
    position = 0
    value = chars.value
    for match in _TEMPLATE.finditer(value):
        out.append(value[position : match.start()])
        starts.extend(chars.starts[position : match.start()])
        ends.extend(chars.ends[position : match.start()])
        dynamic.extend([False] * (match.start() - position))
        out.append(PLACEHOLDER)
        starts.extend([chars.starts[match.start()]] * len(PLACEHOLDER))
        ends.extend([chars.ends[match.end() - 1]] * len(PLACEHOLDER))
        dynamic.extend([True] * len(PLACEHOLDER))
        position = match.end()
    out.append(value[position:])
    starts.extend(chars.starts[position:])
    ends.extend(chars.ends[position:])
    dynamic.extend([False] * (len(value) - position))
    return "".join(out), tuple(starts), tuple(ends), tuple(dynamic)


def sites(string: ShellString, env: dict[str, str]) -> list[LaunchSite]:
    if string.problem is not None:
        flag = _FLAG.search(string.view)
        assert flag is not None
        message = (
            f"this string holds an SGLang launch that cannot be read as shell "
            f"({string.problem}); its options are not checked"
        )
        option = Option("enable-hisparse", None, string.map_span(Span(flag.start(), flag.end())))
        return [
            LaunchSite(
                (option,),
                string.span,
                Style.ARGV,
                dict(env),
                True,
                notes=(Note(string.span, message),),
            )
        ]
    return [
        replace(map_site(site, string.map_span, string.touches_template), env={**env, **site.env})
        for site in string.sites
    ]


def replacements(string: ShellString, edits: Sequence[Edit]) -> tuple[list[Replacement], str]:
    """Source replacements inside the string, and the value it must read as afterwards."""
    options = string.options()
    view_edits = []
    for edit in dedupe_edits(edits):
        option = options.get(edit.option.span)
        if option is None:
            raise UnwritableEditError(f"an edit in the string at {string.span} matches no option")
        view_edits.append(replace(edit, option=option))
    changes, rewritten = replay(string.view, view_edits, dynamic=string.dynamic)
    written = []
    for start, end, new in changes:
        encoded = encode(new, string.chars)
        if encoded is None:
            raise UnwritableEditError(f"{new!r} cannot be written in the string at {string.span}")
        written.append(Replacement(string.map_span(Span(start, end)), encoded))
    return written, rewritten


def check(text: str, composed: Composed, string: ShellString, expected: str) -> None:
    """The rewritten file's string at the same place must read as the shell adapter's rewrite."""
    node = at(composed.documents, string.path)
    value = None if node is None or kind(node) != "scalar" else node.value
    if value is None or _TEMPLATE.sub(lambda _: PLACEHOLDER, value) != expected:
        raise UnwritableEditError(f"the string at {string.span} would not read as rewritten")
