"""Blocks of one format inside another file, read and edited by that format's adapter.

A Markdown fence, a Dockerfile `RUN` in shell form or a notebook cell holds
text another adapter reads: a shell script, Python, YAML. The container
describes such a block as lines of its file, each with a prefix that is not
the block's (a list item's indentation, `> `, a `$ ` prompt, `RUN `). The
block's *view* is its lines without their prefixes; the adapter named by
the block reads the view, and its sites are moved into file coordinates.

An edit is carried out by the same adapter on the view; the rewritten view
is compared with the old one line by line, and each changed line is written
back with its own prefix (a line the adapter adds takes the block's
`indent`). Everything outside the changed lines stays as it was.

Use: `reading = read(text, block)` (None when the block holds no launch;
`unread(text, block, why)` for a block the container knows it cannot hand on),
`reading.sites` for `find_sites`, and `replacements(reading, edits)` for
the `Replacement`s that carry out the edits whose options are `reading`'s.
"""

from __future__ import annotations

import bisect
import difflib
import importlib
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from itertools import pairwise
from types import ModuleType
from typing import NamedTuple

from hisparse_fix.formats.errors import ParseError, UnwritableEditError
from hisparse_fix.formats.shell_text.command import span_through
from hisparse_fix.formats.shell_text.command import unread as unread_launch
from hisparse_fix.formats.shell_text.view import map_site, view_lines
from hisparse_fix.formats.text_edits import Replacement
from hisparse_fix.sglang.entry_points import IN_TEXT
from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.scope import every_launch, may_hold_launch
from hisparse_fix.vocabulary.sites import Edit, LaunchSite, Note, Option, Span

LAUNCH = re.compile(IN_TEXT.pattern + r"|\b(?:Engine|ServerArgs|launch_server)\s*\(")
"""Text that visibly launches SGLang: an entry point (`entry_points`) or an engine call."""
_HISPARSE = re.compile(r"(?<![\w-])(?:--enable-hisparse|enable[_-]hisparse)(?![\w-])")


class Line(NamedTuple):
    """One line of a block: `text[start:end]` in the file (its newline included),
    of which the first `prefix` characters are not the block's."""

    start: int
    end: int
    prefix: int = 0


@dataclass(frozen=True)
class Block:
    """Lines of a file that the adapter module `adapter` (`"shell"`, `"python"`...) reads.

    `indent` starts each line the adapter adds; `env` is the environment the
    container gives the block's launches (a Dockerfile's `ENV`), under what
    the block sets itself.
    """

    adapter: str
    lines: tuple[Line, ...]
    indent: str = ""
    env: Mapping[str, str] = field(default_factory=dict)
    placeholders: bool = False
    """Documentation's `<model-path>` words are values to fill in: read as unknown
    values (a variable no one sets), and a line holding one is never rewritten."""


@dataclass(frozen=True)
class Reading:
    """A block's view and the adapter's sites: `sites` in file coordinates,
    `options` the view's options by their span in the file."""

    block: Block
    text: str
    view: str
    sites: tuple[LaunchSite, ...]
    options: Mapping[Span, Option]

    @cached_property
    def _starts(self) -> tuple[int, ...]:
        return _view_starts(self.text, self.block)

    def map_span(self, span: Span) -> Span:
        """A span of the view as the file range that writes it."""
        return span_through(span, self._point, self._after, self._point)

    def _after(self, offset: int) -> int:
        return self._point(offset) + 1

    def _point(self, offset: int) -> int:
        if offset >= len(self.view):
            return self.block.lines[-1].end if self.block.lines else 0
        index = bisect.bisect_right(self._starts, offset) - 1
        line = self.block.lines[index]
        return line.start + line.prefix + offset - self._starts[index]


def view_of(text: str, block: Block) -> str:
    """The block's text without its lines' prefixes (placeholders as unknown values)."""
    view = "".join(text[line.start + line.prefix : line.end] for line in block.lines)
    return _PLACEHOLDER.sub(_unknown, view) if block.placeholders else view


_PLACEHOLDER = re.compile(r"(?<![\w<>$\\])<([A-Za-z][\w.-]*)>(?![\w<>=])")
"""A placeholder word in documentation: `--model-path <model-path>` (not `<<EOF`,
`<(cmd)`, `<file` or `>&2`)."""


def _unknown(match: re.Match[str]) -> str:
    """A variable of the placeholder's own length, which no one sets: `$___________`."""
    return "$" + "_" * (len(match.group()) - 1)


def _view_starts(text: str, block: Block) -> tuple[int, ...]:
    starts, at = [], 0
    for line in block.lines:
        starts.append(at)
        at += line.end - line.start - line.prefix
    return tuple(starts)


def _adapter(name: str) -> ModuleType:
    return importlib.import_module(f"hisparse_fix.formats.{name}")


@lru_cache(maxsize=64)
def _view_sites(adapter: str, view: str, every: bool) -> tuple[LaunchSite, ...] | ParseError:
    """The adapter's sites of a view; cached, as `apply` reads each block again (keyed by
    the scope, `every`, which decides what the adapter reads)."""
    try:
        return tuple(_adapter(adapter).find_sites(view))
    except ParseError as error:
        return error


def read(
    text: str, block: Block, *, any_launch: bool = False, quiet: bool = False
) -> Reading | None:
    """The adapter's reading of a block, or None when it holds no launch.

    Only a block that mentions HiSparse (or under `--scope all` SGLang) is read, or
    with `any_launch` one that
    visibly launches SGLang (its options may come from elsewhere). A block the
    adapter cannot parse is skipped, unless it visibly launches SGLang with
    HiSparse: then it is one open site with a note, so that the launch is
    reported and nothing in it is edited (`quiet`: skipped all the same).
    """
    view = view_of(text, block)
    if not may_hold_launch(view) and not (any_launch and LAUNCH.search(view)):
        return None
    found = _view_sites(block.adapter, view, every_launch())
    reading = Reading(block, text, view, (), {})
    if isinstance(found, ParseError):
        if quiet:
            return None
        why = f"line {found.line} of the block: {found.message}"
        return unread(text, block, why)
    if not found:
        return None
    sites = tuple(
        replace(
            map_site(site, reading.map_span, _known, view_lines(text, view, reading.map_span)),
            env={**block.env, **site.env},
        )
        for site in found
    )
    options = {reading.map_span(option.span): option for site in found for option in site.options}
    return replace(reading, sites=sites, options=options)


def _known(span: Span) -> bool:
    return False


def unread(text: str, block: Block, why: str) -> Reading | None:
    """A block that cannot be read: when it visibly launches SGLang with HiSparse,
    one open site with HiSparse alone and a note saying `why`, as a shell string
    that cannot be read is (`shell_string.unread`); else None."""
    reading = Reading(block, text, view_of(text, block), (), {})
    flag = _HISPARSE.search(reading.view)
    if flag is None or not LAUNCH.search(reading.view):
        return None
    span = reading.map_span(Span(flag.start(), flag.end()))
    whole = reading.map_span(Span(0, len(reading.view)))
    message = (
        f"this {block.adapter} block holds an SGLang launch that cannot be read "
        f"({why}); its options are not checked"
    )
    site = unread_launch(span, whole, block.env, Note(span, message))
    return replace(reading, sites=(site,))


def owns(reading: Reading, edit: Edit) -> bool:
    """Whether an edit's option is one this block's adapter read."""
    return edit.option.span in reading.options


def replacements(reading: Reading, edits: Sequence[Edit]) -> list[Replacement]:
    """File replacements that carry out `edits` (all `owns`ed) in the block.

    The adapter rewrites the view; each run of changed lines is written over
    the file lines it came from, every line with its prefix put back.
    """
    view_edits = []
    for edit in edits:
        option = reading.options.get(edit.option.span)
        if option is None:
            raise UnwritableEditError("an edit matches no option read", at=edit.option.span.start)
        view_edits.append(replace(edit, option=option))
    if not view_edits:
        return []
    rewritten = _adapter(reading.block.adapter).apply(reading.view, view_edits)
    return _splice(reading, rewritten)


_LINE = re.compile(r"[^\n]*\n|[^\n]+\Z")


def _lines(text: str) -> list[str]:
    """Lines split at `\n` only, each with its newline (`\r\n` stays whole)."""
    return _LINE.findall(text)


def _splice(reading: Reading, rewritten: str) -> list[Replacement]:
    block, text = reading.block, reading.text
    old, new = _lines(reading.view), _lines(rewritten)
    if "".join(old) != reading.view or len(old) != len(block.lines):
        raise UnwritableEditError("the block has odd lines", at=reading.map_span(Span(0, 1)).start)
    matcher = difflib.SequenceMatcher(None, old, new, autojunk=False)
    result = []
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            continue
        lines = block.lines[i1:i2]
        if block.placeholders and any(
            _PLACEHOLDER.search(text[line.start + line.prefix : line.end]) for line in lines
        ):
            raise UnwritableEditError(
                "the line holds a placeholder such as `<model-path>` to fill in: edit it by hand"
            )
        apart = any(first.end != second.start for first, second in pairwise(lines))
        if apart and i2 - i1 == j2 - j1:
            result += [  # lines apart in the file (a session's commands), rewritten one by one
                _rewrite(text, (line,), new_line, block.indent)
                for line, new_line in zip(lines, new[j1:j2], strict=True)
            ]
            continue
        if apart:
            raise UnwritableEditError("an edit spans lines that are apart in the file")
        if lines:
            result.append(_rewrite(text, lines, "".join(new[j1:j2]), block.indent))
        else:
            at = block.lines[i1 - 1].end if i1 > 0 else block.lines[0].start
            written = "".join(block.indent + line for line in new[j1:j2])
            result.append(Replacement(Span(at, at), written))
    return result


def _rewrite(text: str, lines: Sequence[Line], new: str, indent: str) -> Replacement:
    """Adjacent file lines written over with `new`'s lines, each with its line's
    prefix (a line added after them with `indent`)."""
    prefixes = [text[line.start : line.start + line.prefix] for line in lines]
    written_lines = _lines(new)
    prefixes += [indent] * (len(written_lines) - len(prefixes))
    written = "".join(p + line for p, line in zip(prefixes, written_lines, strict=False))
    return Replacement(Span(lines[0].start, lines[-1].end), written)
