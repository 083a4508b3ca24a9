"""Python launch code, read with libcst.

Sites: `Engine` / `sgl.Engine` / `sglang.Engine`, `ServerArgs` and
`launch_server` kwargs (keyed); `popen_launch_server(other_args=...)`,
`popen_launch_pd_server`, `prepare_server_args(argv)`, `subprocess.*`,
`asyncio.create_subprocess_exec`, `os.exec*` and `os.spawn*` argv (after `-m
sglang.launch_server` when that is there; an argv that runs another program holding
HiSparse is reported, not edited). Names, `self.x` / `cls.x` class
attributes, rebinding (`cmd = cmd + [...]`, `kw = {**kw, ...}`) and the
statements that change a list or dict (`.append`, `.extend`, `+=`,
`.insert`, `d[k] = v`, `.update`, `|=`, `.pop(k)` / `del d[k]` on a dict),
copies (`.copy()`, `copy.deepcopy`, `dict(x)`), `a | b` on dicts and
`functools.partial(sgl.Engine, ...)` are followed; a launch that reads an
object also changed or read in a way the tool does not follow (`xs[-1] = v`,
`xs.remove(...)`, a slice, a comprehension, `sorted(xs)`, a second name, an
unknown call) is partial: reported with a note, never edited. The
environment follows `os.environ[...]`, `del`, `.update`, `.pop`,
`monkeypatch.setenv/delenv` and `env=` dicts (also `cls.env`); a value it
cannot read is a note. Where runs differ
(`if`, `try`, loops, `match`, pytest parametrize cases, subclasses) a launch
is one site per run; a run that passed a platform test (`if is_hip():`,
`torch.version.hip`, a test skipped unless on ROCm) says so, and is judged only
for that platform (`hisparse_fix.formats.branches`). Lists, tuples, dicts and
`dict(...)` holding HiSparse that no launch in the file uses are open fragments;
strings holding a shell launch command are read by the shell adapter inside their quotes, and argv
split from one string (`"...".split()`, `shlex.split`) word by word inside it.
A module constant (`USE_HISPARSE = True`) is read, never written through;
import aliases, `sgl.Runtime`, `set_defaults` on SGLang's parser and
`dataclasses.replace` of a `ServerArgs` are launches. Messages (`print`,
`logging`, `raise`, `assert`, argparse's `help=` / `epilog=`, a command string
a message shows) are not read, nor is code that expects SGLang's error
(`assertRaises`, `pytest.raises`, `try` ... `else: raise`); a launch in a test
expected to fail (a helper called there, `xfail`, `expectedFailure`, a
nonzero exit status asserted) only reads its text (see `scan_quiet`).

Edits are span replacements, so every byte outside the changed items stays:
a value changes inside its quotes (or is written as a Python value where it
was one), a removed item takes its comma (and its lines when it stood alone,
see `edits`), a keyed `DISABLE` writes `False`; a rename rewrites the name where
it is written, in its spelling (`renames`); a new option follows its anchor, laid
out as its neighbours are (`additions`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING

from hisparse_fix.formats.errors import ParseError, UnhandledEditError, UnwritableEditError
from hisparse_fix.formats.python import additions as python_additions
from hisparse_fix.formats.python import edits as python_edits
from hisparse_fix.formats.python import quick
from hisparse_fix.formats.python.found import Found
from hisparse_fix.formats.python.layout import Layout
from hisparse_fix.formats.python.literals import encode
from hisparse_fix.formats.python.renames import rename
from hisparse_fix.formats.python.values import python_value
from hisparse_fix.formats.text_edits import Replacement, apply_replacements, dedupe_edits
from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.scope import LAUNCH_MARK, every_launch
from hisparse_fix.vocabulary.sites import Edit, EditKind, LaunchSite, Option, Span

if TYPE_CHECKING:
    from hisparse_fix.formats.python.scan_records import Scan
    from hisparse_fix.formats.python.shell_strings import ShellString
    from hisparse_fix.formats.python.sites import Sites


_MAY_LAUNCH = re.compile(r"""--enable-his|enable[_-]hisparse['"]?\]?\s*[=:]""")
"""What every Python site holds: the flag as a word, or the setting as a keyword,
key or item. Files with only `args.enable_hisparse` reads are never parsed (libcst is slow)."""


def find_sites(text: str) -> list[LaunchSite]:
    """Every SGLang launch in a Python file, in source order (under `--scope all`, also
    files that name `sglang` without HiSparse)."""
    if not _MAY_LAUNCH.search(text) and not (every_launch() and LAUNCH_MARK in text):
        return []
    plain = _quick(text)
    if plain is not None:
        return list(plain.sites)
    from hisparse_fix.formats.python.string_readers import compared_returns

    scan, read, strings = _read(text, every_launch())
    sites = compared_returns(scan, read.sites)
    if strings:
        from hisparse_fix.formats.python.resolve import Resolver
        from hisparse_fix.formats.python.runs import guard_branches
        from hisparse_fix.formats.python.shell_strings import launch_sites
        from hisparse_fix.formats.python.string_env import environments
        from hisparse_fix.formats.python.string_readers import compared, derived, written
        from hisparse_fix.formats.python.unjudged import unjudged

        resolver = Resolver(scan)
        for string in strings:
            located = string.where.command.located
            branches = guard_branches(scan.choices, located.guard)
            found = unjudged(scan, located, launch_sites(string, environments(resolver, located)))
            found = compared(scan, located.node, string.span, found)
            found = written(scan, located.node, found)
            found = derived(scan, located.node, found)
            sites.extend(replace(site, branches=branches) if branches else site for site in found)
    return sorted(sites, key=lambda site: (site.span, site.style.value))


def apply(text: str, edits: Sequence[Edit]) -> str:
    """Carry out edits as span replacements; bytes outside the changed items stay."""
    plain = _quick(text)
    layout: Layout
    strings: list[ShellString]
    if plain is not None:
        layout, found, strings = plain, plain.found, []
    else:
        scan, read, strings = _read(text, every_launch())
        layout, found = scan, read.found
    grouped: dict[int, list[Edit]] = {}
    replacements: list[Replacement] = []
    removed: list[Span] = []
    added: dict[Span, list[Edit]] = {}
    for edit in dedupe_edits(edits):
        string = next((s for s in strings if s.owns(edit.option)), None)
        if string is not None:
            grouped.setdefault(id(string), []).append(edit)
            continue
        match edit.kind:
            case EditKind.ADD:
                added.setdefault(edit.option.span, []).append(edit)
            case EditKind.RENAME:
                replacements.append(rename(text, found, edit))
            case EditKind.SET_VALUE:
                assert edit.value is not None
                replacements.append(_set_value(found, edit.option, edit.value))
            case EditKind.DISABLE if edit.option.span in found.keyed:
                replacements.append(_disable(found, edit.option))
            case EditKind.REMOVE | EditKind.DISABLE:
                removed.extend(edit.option.parts)
            case _:
                raise UnhandledEditError("Python", edit)
    for adds in added.values():
        replacements.extend(python_additions.insertions(text, layout, found, adds))
    if grouped:
        from hisparse_fix.formats.python.shell_strings import replacements as in_string

        for string in strings:
            if id(string) in grouped:
                replacements.extend(in_string(string, grouped[id(string)]))
    replacements.extend(python_edits.removals(text, layout, removed))
    return apply_replacements(text, replacements, lambda _text, span: span)


def _quick(text: str) -> quick.QuickRead | None:
    """The plain-file reading (`quick`) under the run's scope."""
    return _quick_in_scope(text, every_launch())


@lru_cache(maxsize=2)
def _quick_in_scope(text: str, every: bool) -> quick.QuickRead | None:
    """The plain-file reading, kept for the text last read as `_read` is (and keyed by
    the scope as it is: `quick` leaves more strings to libcst under `--scope all`)."""
    return quick.read(text)


@lru_cache(maxsize=2)
def _read(text: str, every: bool = False) -> tuple[Scan, Sites, list[ShellString]]:
    """Parse once: the scan, the Python sites and the shell command strings.

    Kept for the text last read, which `apply` receives right after
    `find_sites`: nothing reads these values after building them changes them.
    `every` (`--scope all`, read by `command_strings`) is part of the key.
    The shell adapter (and tree-sitter) is loaded only for a file that holds a
    shell launch command string.
    """
    from hisparse_fix.formats.python import scan as python_scan
    from hisparse_fix.formats.python import sites as python_sites
    from hisparse_fix.formats.python.commands import command_strings

    try:
        scan = python_scan.scan(text)
        commands = command_strings(scan)
        strings: list[ShellString] = []
        if commands:
            from hisparse_fix.formats.python.shell_strings import shell_strings

            strings = list(shell_strings(scan, commands))
        return scan, python_sites.find(scan), strings
    except RecursionError:
        message = "could not parse Python: nested too deeply to read"
        raise ParseError(1, 1, message) from None


def _set_value(found: Found, option: Option, value: str) -> Replacement:
    """The new value inside the old one's quotes, or as a Python value where there were none."""
    span = option.value_span
    if span is None or span not in found.literals:
        raise UnwritableEditError(f"no value to set for --{option.name}")
    literal = found.literals[span]
    if literal is None:
        return Replacement(span, python_value(value))
    written = encode(value, literal)
    if written is None:
        raise UnwritableEditError(f"{value!r} cannot be written in that string")
    return Replacement(span, written)


def _disable(found: Found, option: Option) -> Replacement:
    """`enable_hisparse=True` -> `False` (`"true"` -> `"false"` in a string)."""
    value_span, literal = found.keyed[option.span]
    if literal is None:
        return Replacement(value_span, "False")
    return Replacement(literal.content, encode("false", literal) or "false")
