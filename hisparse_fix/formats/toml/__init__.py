"""TOML launch configs, read with tomlkit.

Two shapes of site:

- a table that holds `enable-hisparse` or `enable_hisparse` (a `[header]`
  table, a `[[servers]]` element, an inline table, or one made of dotted
  keys): each of its keys is an SGLang option (keyed site). It is open when
  it also passes argv the tool does not merge (an `args`/`extra-args` key,
  or an array of `--option` strings), since an absent option may be there;
- an array of strings that holds `--enable-hisparse` (argv site): only the
  items after `-m sglang.launch_server` or `sglang serve` when the array has
  such an entry point, else the whole array as a fragment whose launch is
  elsewhere (open);
- a string that holds a shell launch (a task runner's command line, the
  script of `["bash", "-c", ...]`): the shell adapter's sites, mapped back
  into the string (see `shell_strings`). Strings under keys that hold prose
  (`help`, `description`, ...) are not launches.

A `${VAR}`, `$VAR` or `{{ var }}` inside a string is filled in by whatever
reads the file, so such a value is unknown. An `env`/`environment` table
beside the options (or holding the array) is the site's environment.
`[tool.hisparse-fix]` holds the tool's own settings and is never a site.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping, Sequence

from tomlkit.items import Bool, Float, InlineTable, Integer, Item, String

from hisparse_fix.formats.errors import ParseError, UnhandledEditError, UnwritableEditError
from hisparse_fix.formats.expectations import declares_failure, shows
from hisparse_fix.formats.offsets import line_and_column
from hisparse_fix.formats.shell_text.words import (
    HISPARSE_FLAG,
    UNKNOWN_ENVIRONMENT,
    env_prefix,
)
from hisparse_fix.formats.text_edits import Replacement, apply_replacements, dedupe_edits
from hisparse_fix.formats.toml import additions, shell_strings
from hisparse_fix.formats.toml.layout import (
    ArrayLayout,
    Element,
    Entry,
    Layout,
    LayoutError,
    Path,
    locate,
)
from hisparse_fix.formats.toml.shell_strings import ShellString
from hisparse_fix.formats.toml.strings import (
    StringMappingError,
    characters,
    delimiter,
    encode,
    encode_basic,
    is_template,
    template_free,
    value_region,
)
from hisparse_fix.formats.toml.table_words import with_table_words
from hisparse_fix.sglang.argv import entry_point, launch_options, unread_launch
from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.scope import every_launch, may_hold_launch
from hisparse_fix.vocabulary.sites import (
    DYNAMIC,
    Edit,
    EditKind,
    LaunchSite,
    Note,
    Option,
    Span,
    Style,
    Token,
)

_HISPARSE = "enable-hisparse"
_SETTINGS_TABLES = (("tool", "hisparse-fix"), ("tool", "hisparse_fix"))
_ENV_KEYS = frozenset({"env", "environment", "env-vars"})
_ARGV_KEYS = frozenset({"args", "argv", "extra-args", "extra-argv", "cmd", "command"})
_EXTRA_ARGV_KEYS = frozenset({"args", "argv", "extra-args", "extra-argv"})
"""Keys of a keyed table whose array a launcher appends to the options as argv."""
_UNREAD_ARGV = (
    "`{name}` passes more arguments to this launch that are not read as its options; "
    "check them by hand"
)
_ASSIGNMENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*=")
_BARE_VALUE = re.compile(r"true|false|[+-]?(?:\d[\d_]*)(?:\.\d[\d_]*)?(?:[eE][+-]?\d+)?")

Removal = Callable[[str, Span], Span]


def find_sites(text: str) -> list[LaunchSite]:
    """Every keyed table, argv array and shell string with HiSparse, in source order."""
    layout = _layout(text)
    shown = _shown(layout)
    tables = _tables(layout, shown)
    try:
        strings = _shell_strings(text, layout, tables, shown)
        taken = {string.span for string, _ in strings}
        sites = [
            *_keyed_sites(text, layout, tables, taken),
            *_argv_sites(text, layout, tables, taken, shown),
            *(site for string, env in strings for site in shell_strings.sites(string, env)),
        ]
        taken.update(part for site in sites for option in site.options for part in option.parts)
        sites += _unread_strings(layout, tables, taken, shown)
    except StringMappingError as error:
        raise _internal_error(text, error.offset, str(error)) from error
    return sorted(with_table_words(text, layout, sites), key=lambda site: site.span)


def apply(text: str, edits: Sequence[Edit]) -> str:
    """Carry out edits in the file's own style, touching only the edited lines.

    A value changes inside its quotes, keeping basic or literal quotes; a
    disabled key reads `false`. A removed key takes its whole line with its
    comment. A removed array item (or inline-table pair) takes its comma,
    and its whole line when it stands alone there, keeping the other items'
    comments and any trailing comma. A renamed key keeps its quotes and its
    dashes or underscores; a new option follows its anchor (see `additions`).
    An edit inside a shell string is the shell adapter's, written inside the
    quotes.
    """
    layout = _layout(text)
    pairs = {entry.span: entry for entry in layout.entries}
    items = {
        element.span: (array, element) for array in layout.arrays for element in array.elements
    }
    shown = _shown(layout)
    strings = [string for string, _ in _shell_strings(text, layout, _tables(layout, shown), shown)]
    replacements: list[Replacement] = []
    removals: dict[Span, Removal] = {}
    in_strings: dict[Span, tuple[ShellString, list[Edit]]] = {}
    adds: dict[Span, list[Edit]] = {}
    expected: list[additions.Expected] = []
    for edit in dedupe_edits(edits):
        parts = edit.option.parts
        string = _owner(strings, edit.option.span)
        if string is not None:
            in_strings.setdefault(string.span, (string, []))[1].append(edit)
        elif edit.kind is EditKind.ADD:
            adds.setdefault(edit.option.span, []).append(edit)
        elif edit.kind is EditKind.RENAME:
            replacement, renamed = _rename(text, pairs, edit)
            replacements.append(replacement)
            expected.extend(renamed)
        elif parts and parts[0] in pairs:
            replacement, removal = _keyed_edit(text, pairs[parts[0]], edit)
            replacements.append(replacement)
            if removal is not None:
                removals[replacement.span] = removal
        elif parts and all(part in items for part in parts):
            elements = [items[part][1] for part in parts]
            replacement, removal = _argv_edit(text, elements, edit)
            replacements.append(replacement)
            if removal is not None:
                removals[replacement.span] = removal
        else:
            raise _internal_error(text, edit.option.span.start, "an edit matches no TOML item")
    for group in adds.values():
        added, group_expected = _additions(text, pairs, items, group)
        replacements.extend(added)
        expected.extend(group_expected)
    for string, string_edits in in_strings.values():
        replacements.extend(shell_strings.replacements(text, string, string_edits))
    fixed = apply_replacements(text, replacements, lambda now, span: removals[span](now, span))
    if expected:
        additions.check(fixed, expected)
    return fixed


def _additions(
    text: str,
    pairs: Mapping[Span, Entry],
    items: Mapping[Span, tuple[ArrayLayout, Element]],
    group: Sequence[Edit],
) -> tuple[list[Replacement], list[additions.Expected]]:
    """The new options that follow one anchor, in the order given."""
    anchor = group[0].option
    parts = anchor.parts
    if parts and parts[0] in pairs:
        replacement, expected = additions.keyed(text, pairs[parts[0]], group)
        return [replacement], expected
    if parts and all(part in items for part in parts):
        array = items[parts[0]][0]
        elements = [items[part][1] for part in parts]
        return additions.argv(text, array.path, elements, group)
    raise UnwritableEditError("a new option's anchor matches no TOML item", at=anchor.span.start)


def _rename(
    text: str, pairs: Mapping[Span, Entry], edit: Edit
) -> tuple[Replacement, list[additions.Expected]]:
    """The option's name rewritten where it is written: a key in its own spelling
    (inside its quotes; the table must then hold it, not a second key of that name),
    or an argv flag with its dashes."""
    option, name = edit.option, edit.name
    span = option.name_span
    if span is None or name is None:
        raise UnwritableEditError(f"the name of --{option.name} is not written in one place")
    written = text[span.start : span.end]
    if written.startswith("--"):
        new = encode(f"--{name}", delimiter(text, option.parts[0]))
        if new is None:
            raise UnwritableEditError(f"cannot write --{name} in that string")
        return Replacement(span, new), []
    new = additions.spelled(name, written)
    entry = pairs.get(option.parts[0]) if option.parts else None
    if entry is None:
        raise UnwritableEditError(f"the key --{option.name} matches no TOML pair")
    return Replacement(span, new), [additions.Expected(entry.table, (), new)]


def _owner(strings: Sequence[ShellString], span: Span) -> ShellString | None:
    """The shell string an option is written in, if any."""
    for string in strings:
        if string.span.start <= span.start and span.end <= string.span.end:
            return string
    return None


def _layout(text: str) -> Layout:
    try:
        return locate(text)
    except LayoutError as error:
        raise _internal_error(text, error.offset, str(error)) from error


def _internal_error(text: str, offset: int, message: str) -> ParseError:
    """A mismatch between tomlkit and this adapter: report it and leave the file alone."""
    line, column = line_and_column(text, offset)
    return ParseError(line, column, f"internal error reading TOML: {message}")


def _dashed(name: str) -> str:
    return name.replace("_", "-")


def _ignored(path: Path, shown: frozenset[Path] = frozenset()) -> bool:
    """The tool's own `[tool.hisparse-fix]` settings are not a launch, nor what is
    under a key for prose or failures (`description`, `must_fail`), nor a table that
    expects its run to fail (`shown`: see `_shown`)."""
    if tuple(path[:2]) in _SETTINGS_TABLES:
        return True
    if any(isinstance(part, str) and shows(part) for part in path):
        return True
    return any(tuple(path[:size]) in shown for size in range(1, len(path) + 1))


def _shown(layout: Layout) -> frozenset[Path]:
    """Tables that declare their run fails (`expect = "fail"`, `xfail = true`): nothing
    in them is a launch. (Keys that name prose or failures are `_ignored` by name.)"""
    pairs: dict[Path, list[tuple[str, str]]] = {}
    for entry in layout.entries:
        value = entry.item.unwrap()
        if isinstance(value, (str, int, bool)):
            plain = str(value).lower() if isinstance(value, bool) else str(value)
            pairs.setdefault(tuple(entry.table), []).append((entry.name, plain))
    return frozenset(table for table, found in pairs.items() if declares_failure(found))


def _tables(layout: Layout, shown: frozenset[Path] = frozenset()) -> dict[Path, list[Entry]]:
    """Every table's pairs in source order, by where the table is, dotted keys resolved."""
    tables: dict[Path, list[Entry]] = {}
    for entry in layout.entries:
        if not _ignored(entry.table, shown):
            tables.setdefault(entry.table, []).append(entry)
    return tables


def _unread_strings(
    layout: Layout, tables: Mapping[Path, list[Entry]], taken: set[Span], shown: frozenset[Path]
) -> Iterator[LaunchSite]:
    """A string holding `--enable-hisparse` that no launch reads (`extra-args = "--..."`
    in a table without HiSparse): seen, but not read, so reported and never edited."""
    for entry in layout.entries:
        if not isinstance(entry.item, String) or entry.value in taken:
            continue
        if _ignored((*entry.table, entry.name), shown) or not HISPARSE_FLAG.search(entry.item):
            continue
        if tuple(entry.table) not in tables:
            continue
        message = (
            f"`{entry.name}` holds SGLang options as one string, which the tool does not read "
            "as a launch: check them by hand"
        )
        yield unread_launch(str(entry.item), entry.value, message)


def _scalar(text: str, item: Item, span: Span) -> tuple[str | None, Span | None, bool]:
    """(value, value_span, dynamic) of a value as SGLang would read it.

    A string's value span is all of the text inside its quotes: a new value
    replaces the whole string, escapes included.
    """
    if isinstance(item, Bool):
        return ("true" if item.value else "false"), span, False
    if isinstance(item, String):
        value = str(item)
        if is_template(value):
            return None, None, True
        return value, value_region(text, span), False
    if isinstance(item, (Integer, Float)):
        value = str(item.unwrap())
        return value, span if text[span.start : span.end] == value else None, False
    return None, None, True


_PDM_SCRIPTS = ("tool", "pdm", "scripts")
_PDM_SHARED = (*_PDM_SCRIPTS, "_")
"""PDM's shared options: `[tool.pdm.scripts._]`'s `env` is every script's environment."""


def _env(text: str, tables: Mapping[Path, list[Entry]], path: Path) -> dict[str, str]:
    """The environment the table at `path` gives its launches: the literal values of its
    `env` / `environment` table, over the one its task runner shares with it (PDM's
    `[tool.pdm.scripts._]`, pixi's `[activation.env]` or its feature's, a hatch
    environment's `env-vars`)."""
    shared = _shared_env_table(tuple(path))
    return {
        **(_own_env(text, tables, shared) if shared is not None else {}),
        **_own_env(text, tables, path),
    }


def _shared_env_table(path: tuple[str | int, ...]) -> Path | None:
    """The table whose `env` a task runner gives every task at `path`, if any."""
    if path[:3] == _PDM_SCRIPTS and path != _PDM_SHARED:
        return _PDM_SHARED
    if path[:1] == ("tasks",):  # pixi's default tasks: the workspace's activation
        return ("activation",)
    if len(path) >= 3 and path[0] == "feature" and path[2] == "tasks":
        return ("feature", path[1], "activation")
    if len(path) >= 5 and path[:3] == ("tool", "hatch", "envs") and path[4] == "scripts":
        return path[:4]  # hatch: the environment's `env-vars`
    return None


def _own_env(text: str, tables: Mapping[Path, list[Entry]], path: Path) -> dict[str, str]:
    """The literal values of an `env` / `environment` table held by the table at `path`."""
    env: dict[str, str] = {}
    for key in sorted(_ENV_KEYS):
        for entry in tables.get((*path, key), []):
            value = _scalar(text, entry.item, entry.value)[0]
            if value is not None:
                env[entry.name] = value
    return env


def _shell_strings(
    text: str, layout: Layout, tables: Mapping[Path, list[Entry]], shown: frozenset[Path]
) -> list[tuple[ShellString, dict[str, str]]]:
    """Strings that hold a shell launch with HiSparse, each with the environment
    the TOML gives it (an `env` table beside it, `NAME=value` words before a shell)."""
    found = []
    for entry in layout.entries:
        if isinstance(entry.item, String) and not _ignored((*entry.table, entry.name), shown):
            string = shell_strings.read(text, entry.item, entry.value)
            if string is not None:
                env = {**_env(text, tables, entry.table), **_runner(text, tables, entry.table)}
                found.append((string, env))
    for array in layout.arrays:
        if _ignored(array.path, shown):
            continue
        for element, words_env in shell_strings.script_elements(array.elements):
            assert isinstance(element.item, String)
            string = shell_strings.read(text, element.item, element.span)
            if string is not None:
                env = {**_env(text, tables, _holder(array.path)), **words_env}
                found.append((string, env))
    return found


_TASKIPY_TASKS = ("tool", "taskipy", "tasks")
_TASKIPY_SETTINGS = ("tool", "taskipy", "settings")


def _runner(text: str, tables: Mapping[Path, list[Entry]], path: Path) -> dict[str, str]:
    """The environment taskipy's `runner` (a prefix of every task) gives a task:
    `env NAME=VALUE ...` sets variables; any other prefix is a program the tool does
    not read, which may set any (`shell_text.words.UNKNOWN_ENVIRONMENT`)."""
    if tuple(path) != _TASKIPY_TASKS:
        return {}
    runner = next((e for e in tables.get(_TASKIPY_SETTINGS, []) if e.name == "runner"), None)
    if runner is None:
        return {}
    value = _scalar(text, runner.item, runner.value)[0]
    words = (value or "").split()
    end, env = env_prefix(words)
    if words[:1] == ["env"] and end == len(words):
        return env
    shown = (value or "")[:40]
    why = f"taskipy runs every task after its `runner` (`{shown}`), which the tool does not read"
    return {UNKNOWN_ENVIRONMENT: why}


def _holder(path: Path) -> Path:
    """The table that holds an array: its path without the key (and array indexes)."""
    end = len(path) - 1
    while end > 0 and isinstance(path[end - 1], int) and isinstance(path[end], int):
        end -= 1
    return path[:end]


def _keyed_sites(
    text: str, layout: Layout, tables: Mapping[Path, list[Entry]], taken: set[Span]
) -> Iterator[LaunchSite]:
    for path, entries in tables.items():
        if any(_dashed(entry.name) == _HISPARSE for entry in entries):
            own = [entry for entry in entries if entry.value not in taken]
            if own:
                yield _keyed_site(text, layout, tables, path, own)


def _keyed_site(
    text: str,
    layout: Layout,
    tables: Mapping[Path, list[Entry]],
    path: Path,
    entries: list[Entry],
) -> LaunchSite:
    """The table's keys as options, then the argv of its `args`/`extra-args` array
    (a launcher passes those after the keys, so they come last)."""
    arrays = {array.path: array for array in layout.arrays}
    options: list[Option] = []
    passed: list[Option] = []
    notes: list[Note] = []
    for entry in entries:
        if entry.name in _ENV_KEYS and isinstance(entry.item, InlineTable):
            continue
        array = arrays.get((*path, entry.name))
        if array is not None and _dashed(entry.name) in _EXTRA_ARGV_KEYS:
            words = [_token(text, element) for element in array.elements]
            array_options, array_notes = _argv_options(text, array, words, None)
            passed.extend(array_options)
            notes.extend(array_notes)
            continue
        options.append(_keyed_option(text, entry))
        if _passes_argv(entry):
            notes.append(Note(entry.span, _UNREAD_ARGV.format(name=entry.name)))
    header = layout.headers.get(path)
    start = header.start if header is not None else entries[0].span.start
    span = Span(start, max(entry.span.end for entry in entries))
    env = _env(text, tables, path)
    site_options = (*options, *passed)
    return LaunchSite(site_options, span, Style.KEYED, env, bool(notes), notes=tuple(notes))


def _keyed_option(text: str, entry: Entry) -> Option:
    value, value_span, dynamic = _scalar(text, entry.item, entry.value)
    span = entry.span
    name_span = _key_name_span(text, entry)
    return Option(
        _dashed(entry.name), value, span, value_span, dynamic, parts=(span,), name_span=name_span
    )


def _key_name_span(text: str, entry: Entry) -> Span | None:
    """The key's last part as written, inside its quotes; None where an escape
    writes it (`"kv\\u002dcache-dtype"`), which a new name must not cut."""
    key = entry.key
    quoted = text[key.start] in "\"'"
    inner = Span(key.start + 1, key.end - 1) if quoted else key
    return inner if text[inner.start : inner.end] == entry.name else None


def _passes_argv(entry: Entry) -> bool:
    """Whether a key hands the launch argv that a keyed site does not read."""
    item = entry.item
    if isinstance(item, list):
        return _dashed(entry.name) in _ARGV_KEYS or any(
            isinstance(element, String) and str(element).startswith("-") for element in item
        )
    return isinstance(item, String) and _dashed(entry.name) in _ARGV_KEYS


def _argv_sites(
    text: str,
    layout: Layout,
    tables: Mapping[Path, list[Entry]],
    taken: set[Span],
    shown: frozenset[Path],
) -> Iterator[LaunchSite]:
    for array in layout.arrays:
        if _ignored(array.path, shown) or not _may_hold_launch(array):
            continue
        if any(element.span in taken for element in array.elements):
            continue
        site = _argv_site(text, array, _env(text, tables, array.path[:-1]))
        if site is not None:
            yield site


def _may_hold_launch(array: ArrayLayout) -> bool:
    """Cheap test before building tokens: a HiSparse mark, or under `--scope all` the
    package's name, in one of its strings."""
    return any(
        isinstance(element.item, String) and may_hold_launch(str(element.item))
        for element in array.elements
    )


def _argv_site(text: str, array: ArrayLayout, table_env: dict[str, str]) -> LaunchSite | None:
    tokens = [_token(text, element) for element in array.elements]
    entry = entry_point(tokens)
    options, notes = _argv_options(text, array, tokens, entry)
    launches = every_launch() and entry is not None  # `--scope all`: any SGLang launch
    if not launches and not any(option.name == _HISPARSE for option in options):
        return None
    env = dict(table_env)
    for token in tokens[: entry or 0]:
        if _ASSIGNMENT.match(token.text) and not token.dynamic:
            name, value = token.text.split("=", 1)
            env[name] = value
    open_ = entry is None or bool(notes)
    return LaunchSite(options, array.span, Style.ARGV, env, open_, notes=notes)


def _argv_options(
    text: str, array: ArrayLayout, tokens: Sequence[Token], entry: int | None
) -> tuple[tuple[Option, ...], tuple[Note, ...]]:
    """The options of argv words, and a note for each word filled in from outside
    (`${EXTRA}`) that is no option's value and so may hold more options."""
    elements = {element.span: element for element in array.elements}
    words = tokens[entry or 0 :]
    options = tuple(_checked(text, option, elements) for option in launch_options(tokens, entry))
    consumed = {part for option in options for part in option.parts}
    notes = tuple(
        Note(
            token.span,
            f"`{text[token.span.start : token.span.end]}` is filled in by whatever reads "
            f"this file and may hold more options; they are not checked",
        )
        for token in words
        if token.text.startswith(DYNAMIC) and token.span not in consumed
    )
    return options, notes


def _token(text: str, element: Element) -> Token:
    item, span = element.item, element.span
    if isinstance(item, String):
        chars, offsets = template_free(*characters(text, item, span))
        return Token(chars, span, offsets)
    if isinstance(item, (Integer, Float, Bool)):
        return Token(text[span.start : span.end], span, tuple(range(span.start, span.end)))
    return Token(DYNAMIC, span, (-1,))


def _checked(text: str, option: Option, elements: Mapping[Span, Element]) -> Option:
    """The value span of an argv option, checked against the source.

    A value that is a whole string item owns everything inside its quotes.
    A value after `=` keeps its span only where the source reads exactly as
    the value, so that a rewrite never cuts an escape in two.
    """
    option = _checked_name(text, option, elements)
    value_span = option.value_span
    if value_span is None:
        return option
    value_item = elements.get(option.parts[-1]) if len(option.parts) > 1 else None
    if value_item is not None and isinstance(value_item.item, String):
        whole = value_region(text, value_item.span)
        return replace(option, value_span=whole)
    if text[value_span.start : value_span.end] == option.value:
        return option
    return replace(option, value_span=None)


def _checked_name(text: str, option: Option, elements: Mapping[Span, Element]) -> Option:
    """The flag's name span, kept only where the source reads exactly as the flag
    (no escape inside it), so that a rename never cuts an escape in two."""
    span, element = option.name_span, elements.get(option.parts[0])
    if span is None or element is None or not isinstance(element.item, String):
        return replace(option, name_span=None)
    flag = characters(text, element.item, element.span)[0].split("=", 1)[0]
    return option if text[span.start : span.end] == flag else replace(option, name_span=None)


def _keyed_edit(text: str, entry: Entry, edit: Edit) -> tuple[Replacement, Removal | None]:
    """A key removed, disabled or given a new value (renames and additions are `apply`'s)."""
    match edit.kind:
        case EditKind.REMOVE:
            removal = _item_removal if entry.inline else _line_removal
            return Replacement(entry.span, None), removal
        case EditKind.DISABLE:
            return Replacement(entry.value, "false"), None
        case EditKind.SET_VALUE:
            return _set_value(text, entry.item, entry.value, edit), None
        case _:
            raise UnhandledEditError("TOML key", edit)


def _argv_edit(
    text: str, elements: list[Element], edit: Edit
) -> tuple[Replacement, Removal | None]:
    """Array items removed or given a new value (renames and additions are `apply`'s)."""
    match edit.kind:
        case EditKind.REMOVE | EditKind.DISABLE:
            span = Span(elements[0].span.start, elements[-1].span.end)
            return Replacement(span, None), _item_removal
        case EditKind.SET_VALUE:
            pass
        case _:
            raise UnhandledEditError("TOML argv", edit)
    value_span = edit.option.value_span
    for element in elements:
        if value_span is not None and element.span.start <= value_span.start < element.span.end:
            return _set_value(text, element.item, element.span, edit), None
    raise _internal_error(text, edit.option.span.start, "a new value has no place to go")


def _set_value(text: str, item: Item, item_span: Span, edit: Edit) -> Replacement:
    """The new value in the style of the one it replaces: same quotes, or bare."""
    value_span, value = edit.option.value_span, edit.value
    if value_span is None or value is None:
        raise _internal_error(text, edit.option.span.start, "a new value has no place to go")
    if isinstance(item, String):
        encoded = encode(value, delimiter(text, item_span))
        if encoded is None:
            raise _internal_error(text, value_span.start, f"cannot write {value!r} in that string")
        return Replacement(value_span, encoded)
    if value_span != item_span:
        raise _internal_error(text, value_span.start, "a new value has no place to go")
    bare = _BARE_VALUE.fullmatch(value) is not None
    return Replacement(item_span, value if bare else f'"{encode_basic(value)}"')


_LINE_TAIL = re.compile(r"[ \t]*(?:#.*)?")
_ITEM_LINE_TAIL = re.compile(r"[ \t]*,?[ \t]*(?:#.*)?")
_COMMA_AFTER = re.compile(r"[ \t]*,[ \t]*")
_COMMA_BEFORE = re.compile(r",[ \t]*\Z")


def _line_bounds(text: str, span: Span) -> tuple[int, int]:
    """Start of the line `span` starts on; end (before `\\n`) of the line it ends on."""
    line_end = text.find("\n", span.end)
    return text.rfind("\n", 0, span.start) + 1, len(text) if line_end < 0 else line_end


def _line_removal(text: str, span: Span) -> Span:
    """A `key = value` line of a table, with its indent, comment and newline."""
    line_start, line_end = _line_bounds(text, span)
    start = line_start if not text[line_start : span.start].strip(" \t") else span.start
    if line_end < len(text):
        return Span(start, line_end + 1)
    if start == line_start and line_start > 0:
        start -= 2 if text[line_start - 2 : line_start] == "\r\n" else 1
    return Span(start, line_end)


def _item_removal(text: str, span: Span) -> Span:
    """Array items (or an inline-table pair) and the comma that separates them."""
    line_start, line_end = _line_bounds(text, span)
    before = text[line_start : span.start]
    after = text[span.end : line_end].rstrip("\r")
    if not before.strip(" \t") and _ITEM_LINE_TAIL.fullmatch(after):
        return Span(line_start, min(line_end + 1, len(text)))
    comma_after = _COMMA_AFTER.match(text, span.end)
    if comma_after is not None:
        rest = text[comma_after.end() : line_end].rstrip("\r")
        if not _LINE_TAIL.fullmatch(rest):
            return Span(span.start, comma_after.end())
    comma_before = _COMMA_BEFORE.search(before)
    if comma_before is not None:
        return Span(line_start + comma_before.start(), span.end)
    if comma_after is not None:
        return Span(span.start, text.index(",", span.end) + 1)
    if not before.strip(" \t") and after.lstrip(" \t")[:1] in ("]", "}"):
        return Span(line_start, span.end)
    return span
