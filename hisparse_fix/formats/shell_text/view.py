"""Shell launches written inside another format's strings.

Python literals (`os.system("python -m sglang.launch_server ...")`), TOML and
YAML values (`serve = "python -m ..."`, `["bash", "-c", "..."]`) and the
script of a Dockerfile's exec-form shell hold shell command lines, each one
`shell_string.ShellString`. The shell adapter reads the string's value, its
view. `map_site` moves a site of the view into the file's coordinates
(`string_sites`: every site of a string, with its environment); `replay`
turns the shell adapter's edits (`view_edits`: values set, options removed,
renamed or added) into the exact runs of the view they change, which the
other adapter then writes inside its own quotes.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence

from hisparse_fix.formats.errors import UnwritableEditError
from hisparse_fix.formats.shell_text.command import ShellString, unread_site
from hisparse_fix.formats.shell_text.words import UNKNOWN_ENVIRONMENT
from hisparse_fix.formats.text_edits import dedupe_edits
from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.sites import Edit, EditKind, LaunchSite, Note, Option, Span

Change = tuple[int, int, str]
"""A run of the view, `view[start:end]`, and the text that replaces it."""

MapSpan = Callable[[Span], Span]
Touches = Callable[[Span], bool]


def map_site(
    site: LaunchSite, map_span: MapSpan, touches_unknown: Touches, lines: Lines | None = None
) -> LaunchSite:
    """A site of the view in file coordinates.

    A value that touches a part the string fills in at run time (an f-string
    field, a `{{ template }}`) is not known: it becomes dynamic, so that no
    rule writes over it. `lines` gives the file's line of each line of the view
    (`view_lines`): the lines the view's adapter names in words ("the `if` on
    line 3") are the file's.
    """
    words = _relined(lines) if lines is not None else _same
    return replace(
        site,
        options=tuple(_map_option(option, map_span, touches_unknown) for option in site.options),
        span=map_span(site.span),
        run=words(site.run),
        notes=tuple(
            replace(note, span=map_span(note.span), message=words(note.message))
            for note in site.notes
        ),
        readers=tuple(
            replace(reader, span=map_span(reader.span), what=words(reader.what))
            for reader in site.readers
        ),
    )


def string_sites(
    string: ShellString[object], env: Mapping[str, str], lines: Lines | None = None
) -> list[LaunchSite]:
    """A shell string's launches in file coordinates, each with the environment the
    format gives it under what the command sets itself; a string the shell adapter
    could not read is its one unread site."""
    env, why = without_mark(env)
    if string.problem is not None:
        return [unread_site(string, env)]
    found = [
        replace(
            map_site(site, string.map_span, string.touches_template, lines),
            env={**env, **site.env},
        )
        for site in string.sites
    ]
    return environment_unknown(found, why) if why else found


def without_mark(env: Mapping[str, str]) -> tuple[dict[str, str], str]:
    """The variables without the mark that something unread may set them
    (`words.UNKNOWN_ENVIRONMENT`), and why ("" when it is not there)."""
    rest = {k: v for k, v in env.items() if k != UNKNOWN_ENVIRONMENT}
    return rest, env.get(UNKNOWN_ENVIRONMENT, "")


def environment_unknown(sites: list[LaunchSite], why: str) -> list[LaunchSite]:
    """The sites of a string whose environment something unread may set (`why`): a launch
    that does not name its `--device` is partial, with a note, as its platform switch is
    not known."""
    note = f"{why}: the platform this launch runs on (CPU or GPU) is not known"
    return [
        site
        if site.last("device") is not None
        else replace(site, partial=True, notes=(*site.notes, Note(site.span, note)))
        for site in sites
    ]


def view_edits(string: ShellString[object], edits: Sequence[Edit]) -> list[Edit]:
    """Edits of a shell string's options (file coordinates) as edits of its view;
    an edit of no option of the string cannot be written."""
    found = []
    for edit in dedupe_edits(edits):
        option = string.options.get(edit.option.span)
        if option is None:
            message = f"--{edit.option.name} is not in the string"
            raise UnwritableEditError(message, at=string.span.start)
        found.append(replace(edit, option=option))
    return found


Lines = Callable[[int], int]
"""A view's line number to the file's."""

_LINE_NUMBERS = re.compile(r"\b(lines? )(\d+(?:(?:, | and )\d+)*)")


def view_lines(text: str, view: str, map_span: MapSpan) -> Lines:
    """The file's line of each line of `view` (a line past the view keeps its number)."""
    starts = [0, *(index + 1 for index, char in enumerate(view) if char == "\n")]

    def line(number: int) -> int:
        if not 1 <= number <= len(starts) or starts[number - 1] >= len(view):
            return number
        start = starts[number - 1]
        return text.count("\n", 0, map_span(Span(start, start + 1)).start) + 1

    return line


def _relined(lines: Lines) -> Callable[[str], str]:
    def words(message: str) -> str:
        return _LINE_NUMBERS.sub(
            lambda found: (
                found.group(1)
                + re.sub(r"\d+", lambda number: str(lines(int(number.group()))), found.group(2))
            ),
            message,
        )

    return words


def _same(message: str) -> str:
    return message


def _map_option(option: Option, map_span: MapSpan, touches_unknown: Touches) -> Option:
    value_span, value, dynamic = option.value_span, option.value, option.dynamic
    if value_span is not None and touches_unknown(value_span):
        value_span, value, dynamic = None, None, True
    name_span = option.name_span
    if name_span is not None:
        name_span = None if touches_unknown(name_span) else map_span(name_span)
    return replace(
        option,
        value=value,
        span=map_span(option.span),
        value_span=None if value_span is None else map_span(value_span),
        dynamic=dynamic,
        parts=tuple(map_span(part) for part in option.parts),
        name_span=name_span,
    )


def replay(
    view: str,
    edits: Sequence[Edit],
    owners: Sequence[int] = (),
    dynamic: Sequence[bool] = (),
) -> tuple[list[Change], str]:
    """The shell adapter's edits as view changes, last first, and the view once all are made.

    `shell.apply` makes one edit at a time from the end of the text, so
    comparing the view before and after each one shows exactly which
    characters it changed. Where repeated characters allow a removal several
    places, the one within the fewest pieces of the string (`owners`: the
    literal each view character is written in) and nearest the option wins.
    A change over a part filled in at run time (`dynamic`) cannot be written.
    """
    from hisparse_fix.formats import BY_NAME  # tree-sitter, loaded only for a string to edit

    shell = BY_NAME["shell"]

    current = view
    boundary = len(current)
    changes: list[Change] = []
    for edit in _one_at_a_time(edits):
        after = shell.apply(current, edit)
        target = _target(edit[0])
        if edit[0].kind is EditKind.ADD:
            start, end, new = _insertion(current, after, target)
        else:
            start, end, new = _difference(current, after, target, owners)
        if end > boundary and changes:
            start, end, new = _merged(changes.pop(), (start, end, new), target)
        if any(dynamic[start:end]):
            raise UnwritableEditError("a shell edit in a string touches a field")
        changes.append((start, end, new))
        boundary, current = start, after
    return changes, current


def _merged(later: Change, earlier: Change, target: Span) -> Change:
    """One change for an edit that reaches into the text the previous (later) one
    wrote: two options removed from one continued line take the line together.

    `earlier` is in the coordinates of the view after `later` was made; the
    result is in the coordinates before both.
    """
    later_start, later_end, later_new = later
    start, end, new = earlier
    if end < later_start + len(later_new):
        raise UnwritableEditError("shell edits in a string overlap")
    return start, end - len(later_new) + (later_end - later_start), new


def _one_at_a_time(edits: Sequence[Edit]) -> list[list[Edit]]:
    """Edits last first; the options added after one anchor together, in their order."""
    groups: list[list[Edit]] = []
    added: dict[Option, list[Edit]] = {}
    for edit in edits:
        if edit.kind is EditKind.ADD:
            if edit.option not in added:
                added[edit.option] = []
                groups.append(added[edit.option])
            added[edit.option].append(edit)
        else:
            groups.append([edit])
    return sorted(groups, key=lambda group: _target(group[0]), reverse=True)


def _target(edit: Edit) -> Span:
    option = edit.option
    if edit.kind is EditKind.SET_VALUE and option.value_span is not None:
        return option.value_span
    if edit.kind is EditKind.RENAME and option.name_span is not None:
        return option.name_span
    if edit.kind is EditKind.ADD and option.parts:
        return Span(option.parts[-1].end, option.parts[-1].end)
    if option.parts:
        return Span(option.parts[0].start, option.parts[-1].end)
    return option.span


def _difference(before: str, after: str, target: Span, owners: Sequence[int]) -> Change:
    """The one run of `before` that `after` changes, placed as `replay` says."""
    prefix = _common_prefix(before, after)
    suffix = _common_prefix(before[::-1], after[::-1])
    kept_suffix = min(suffix, min(len(before), len(after)) - prefix)
    start, end = prefix, len(before) - kept_suffix
    new = after[prefix : len(after) - kept_suffix]
    removed = len(before) - len(after)
    if new or removed <= 0:
        return start, end, new
    low = max(len(after) - suffix, target.end - removed, 0)
    high = min(prefix, target.start)
    if low > high:
        return start, end, new

    def cost(at: int) -> tuple[int, int]:
        return len(set(owners[at : at + removed])), target.start - at

    best = min(range(low, high + 1), key=cost)
    return best, best + removed, ""


def _insertion(before: str, after: str, target: Span) -> Change:
    """Where `after` adds text to `before`: of the places that give the same view
    (`--a --new --b` is `--a --` + `new --` + `b` too), the one nearest the anchor."""
    prefix = _common_prefix(before, after)
    suffix = _common_prefix(before[::-1], after[::-1])
    added = len(after) - len(before)
    at = min(max(target.end, len(before) - suffix), prefix)
    return at, at, after[at : at + added]


def _common_prefix(first: str, second: str) -> int:
    limit = min(len(first), len(second))
    index = 0
    while index < limit and first[index] == second[index]:
        index += 1
    return index
