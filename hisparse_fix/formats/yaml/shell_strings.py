"""Shell launch commands written as YAML strings.

`command: >` and `|` blocks, compose `command: python3 -m ...` strings, the
script of `["bash", "-c", "..."]`, a CI step's `run: |`: the shell adapter
reads the string's value, and its sites are mapped back through the
string's character map (`scalars`). A compose `command` string after an
`entrypoint` is split as a shell splits it, so it is read joined to the
entrypoint's words, which are not edited. A launch in a container sees the
container's environment, once per container that runs it. Edits are replayed with the shell
adapter (`shell_view.replay`), written inside the string in its own style,
and the rewritten file is read again: the string must then hold exactly
what the shell adapter wrote, else nothing is written. A `{{ x }}` template
reads as an expansion whose value is unknown. A CI script (a GitHub Actions
step's `run:`, a GitLab job's `script:`) is read after its `env:` /
`variables:` as `export` lines that are never edited (see `ci`). Strings under keys that hold
prose or expectations (`description`, an issue form's `placeholder`, a
mapping with `expected: fail`; see `prose`) are not launches.
"""

from __future__ import annotations

import bisect
import re
import shlex
from collections.abc import Sequence
from typing import NamedTuple

from hisparse_fix.formats.errors import UnwritableEditError
from hisparse_fix.formats.shell_text import command as shell_string
from hisparse_fix.formats.shell_text.view import (
    environment_unknown,
    map_site,
    replay,
    view_edits,
    view_lines,
    without_mark,
)
from hisparse_fix.formats.shell_text.words import SHELLS, shell_script
from hisparse_fix.formats.text_edits import Replacement
from hisparse_fix.formats.yaml import ci
from hisparse_fix.formats.yaml.commands import entry_words, site_span
from hisparse_fix.formats.yaml.containers import Container, containers
from hisparse_fix.formats.yaml.document import Composed, Node, Path, at, kind, line_of, walk
from hisparse_fix.formats.yaml.prose import expectations
from hisparse_fix.formats.yaml.scalars import Chars, encode
from hisparse_fix.formats.yaml.values import FILLED_IN, chars_of
from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.scope import every_launch, may_hold_launch, mentions_hisparse
from hisparse_fix.vocabulary.sites import (
    Edit,
    LaunchSite,
    Note,
    Reader,
    Span,
)


class Scalar(NamedTuple):
    """Where a YAML string is and how it is written, and what reads it besides the shell."""

    path: Path
    chars: Chars
    readers: tuple[Reader, ...] = ()
    """Expectations that read the same text through an alias (see `prose`)."""
    notes: tuple[Note, ...] = ()
    """What the string's environment leaves unknown (a CI-filled platform variable)."""


ShellString = shell_string.ShellString[Scalar]
"""A YAML string holding shell code (see `shell_string`); `owners` are the source
lines its characters are written on (a line break its own), `prefix` an
entrypoint's words or a CI environment, not editable."""


def shell_strings(composed: Composed) -> list[ShellString]:
    """Every string of the file that holds a shell launch command, read once per file."""
    return list(
        composed.derived_once("shell_strings", lambda each: tuple(_shell_strings(each.text, each)))
    )


def _shell_strings(text: str, composed: Composed) -> list[ShellString]:
    found: dict[Span, ShellString] = {}
    shown = expectations(composed)
    for index, document in enumerate(composed.documents):
        for path, node in walk(document, (index,)):
            if kind(node) != "scalar" or node.tag != "tag:yaml.org,2002:str":
                continue
            if shown.hides(path):
                continue
            value = node.value
            if not may_hold_launch(value) or "sglang" not in value or not re.search(r"\s", value):
                continue
            span = composed.span(node)
            if span in found:
                continue
            chars = chars_of(text, composed, node)
            environment = ci.environment(composed, path) or []
            prefix = _exports(environment)
            string = _read(text, path, span, chars, prefix, True) if chars is not None else None
            if string is not None:
                readers = shown.readers(text, composed, node)
                notes = _unknown_platform(text, composed, environment)
                where = replace(string.where, readers=readers, notes=notes)
                found[span] = replace(string, where=where)
    return list(found.values())


def _unknown_platform(
    text: str, composed: Composed, environment: ci.Environment
) -> tuple[Note, ...]:
    """A CI environment that sets the platform variable to a value the CI fills in."""
    for name, value, node in reversed(environment):
        if name == ci.PLATFORM:
            if value is not None:
                return ()
            span = composed.span(node)
            return (
                Note(
                    span,
                    f"`{name}` is filled in by the CI (line {line_of(text, span.start)}): "
                    "this launch may run on the CPU, where SGLang refuses HiSparse",
                ),
            )
    return ()


def _exports(environment: ci.Environment) -> str:
    """A CI script's environment as the shell lines that set it, read before the
    script and never edited; a value the CI fills in is a variable of unknown value."""
    return "".join(
        f"export {name}={shlex.quote(value) if value is not None else _UNKNOWN}\n"
        for name, value, _ in environment
    )


_UNKNOWN = f'"{shell_string.PLACEHOLDER}"'


def _read(
    text: str, path: Path, span: Span, chars: Chars, prefix: str = "", known: bool = False
) -> ShellString | None:
    """`prefix`: view text read before the string's own, never edited; `known`: its
    values are known (a CI environment) except where it holds `PLACEHOLDER`."""
    view, starts, ends, dynamic = shell_string.with_templates(chars.value, chars.starts, chars.ends)
    if split_by_compose(path):
        view = view.replace("\n", " ")
    point = span.start
    size = len(prefix)
    unknown = [not known] * size
    for match in re.finditer(re.escape(shell_string.PLACEHOLDER), prefix):
        unknown[match.start() : match.end()] = [True] * len(shell_string.PLACEHOLDER)
    string = ShellString(
        span,
        prefix + view,
        (point,) * size + starts,
        (point,) * size + ends,
        (*unknown, *dynamic),
        Scalar(path, chars),
        (-1,) * size + _owners(text, starts, ends),
        prefix=size,
    )
    return shell_string.read(string)


def _owners(text: str, starts: tuple[int, ...], ends: tuple[int, ...]) -> tuple[int, ...]:
    """So that a removal stays on one line where it can (a fold is its own piece)."""
    if not starts:
        return ()
    low, high = min(starts), max(ends)
    breaks = [index for index in range(low, high) if text[index] == "\n"]
    owners = []
    for start, end in zip(starts, ends, strict=True):
        line = 2 * bisect.bisect_left(breaks, start)
        owners.append(line + 1 if "\n" in text[start:end] else line)
    return tuple(owners)


def joined_strings(
    text: str, composed: Composed, found: Sequence[ShellString]
) -> list[tuple[ShellString, Container]]:
    """Compose `command` strings that are no launch on their own, read after their
    container's entrypoint (`entrypoint: [python3, -m, sglang.launch_server]`)."""
    alone = {string.span for string in found}
    paths = {composed.span(node): path for path, node in _every_node(composed)}
    joined: dict[tuple[Span, str], ShellString] = {}
    out = []
    for container in containers(composed):
        parts = dict(container.parts)
        entry, command = parts.get("entrypoint"), parts.get("command")
        if entry is None or command is None or "args" in parts or kind(command) != "scalar":
            continue
        span = composed.span(command)
        prefix = _prefix(entry)
        judged = every_launch() or mentions_hisparse(command.value)  # the prefix is SGLang's
        if span in alone or prefix is None or not judged:
            continue
        if (span, prefix) not in joined:
            chars = chars_of(text, composed, command)
            string = None if chars is None else _read(text, paths[span], span, chars, prefix)
            if string is None:
                continue
            joined[(span, prefix)] = string
        out.append((joined[(span, prefix)], container))
    return out


def _prefix(entry: Node) -> str | None:
    """An entrypoint as shell words and a space; None for a shell (`bash -c`),
    whose command is its script, or a value the tool cannot read."""
    if kind(entry) == "scalar":
        words = entry_words(entry.value)
        if words is None:
            return None
    elif kind(entry) == "sequence" and all(kind(item) == "scalar" for item in entry.value):
        words = tuple(item.value for item in entry.value)
        if any(FILLED_IN.search(word) for word in words):
            return None
    else:
        return None
    if not words or shell_script(list(words)) is not None or _program(words) in SHELLS:
        return None
    return " ".join(shlex.quote(word) for word in words) + " "


def _program(words: Sequence[str]) -> str:
    return words[0].rsplit("/", 1)[-1]


def _every_node(composed: Composed) -> list[tuple[Path, Node]]:
    return [
        item
        for index, document in enumerate(composed.documents)
        for item in walk(document, (index,))
    ]


def launches(
    composed: Composed,
    found: Sequence[ShellString],
    joined: Sequence[tuple[ShellString, Container]],
) -> list[LaunchSite]:
    """The sites of every string, once per container that runs it, with its environment."""
    readers: dict[Span, list[tuple[Container, dict[str, str]]]] = {}
    for container in containers(composed):
        for span, env in _held(composed, container):
            readers.setdefault(span, []).append((container, env))
    out = []
    for string in found:
        for container, env in readers.get(string.span, [(None, {})]):
            out.extend(sites(string, env, container, composed.text))
    for string, container in joined:
        out.extend(sites(string, dict(container.env), container, composed.text))
    return out


def _held(composed: Composed, container: Container) -> list[tuple[Span, dict[str, str]]]:
    """The strings a container runs as shell code, with the environment each sees:
    a `command` string, or the script of `[env, X=1, bash, -c, SCRIPT]`."""
    held = []
    items = []
    for _, node in container.parts:
        if kind(node) == "scalar":
            held.append((composed.span(node), dict(container.env)))
        elif kind(node) == "sequence":
            items.extend(node.value)
    words = [item.value if kind(item) == "scalar" else None for item in items]
    script = shell_script(words) if words else None
    if script is not None:
        index, words_env = script
        held.append((composed.span(items[index]), {**container.env, **words_env}))
    return held


def sites(
    string: ShellString, env: dict[str, str], container: Container | None = None, text: str = ""
) -> list[LaunchSite]:
    """The string's launches in the file's coordinates (and, given the file's `text`,
    its lines in their words)."""
    env, why = without_mark(env)
    if string.problem is not None:
        span = string.span if container is None else site_span(string.span, container)
        return [shell_string.unread_site(string, env, span)]
    out = []
    for site in string.sites:
        lines = view_lines(text, string.view, string.map_span) if text else None
        mapped = map_site(site, string.map_span, string.touches_template, lines)
        span = mapped.span if container is None else site_span(_own(string, site), container)
        readers = (*mapped.readers, *string.where.readers)
        notes = (*mapped.notes, *string.where.notes)
        partial = mapped.partial or bool(string.where.notes)
        out.append(
            replace(
                mapped,
                span=span,
                env={**env, **site.env},
                readers=readers,
                notes=notes,
                partial=partial,
            )
        )
    return environment_unknown(out, why) if why else out


def _own(string: ShellString, site: LaunchSite) -> Span:
    """The part of a site written in the string itself (not its entrypoint)."""
    start = max(site.span.start, string.prefix)
    return string.map_span(Span(start, max(start, site.span.end)))


def replacements(
    text: str, string: ShellString, edits: Sequence[Edit]
) -> tuple[list[Replacement], str]:
    """Source replacements inside the string, and the value it must read as afterwards."""
    where = f"on line {line_of(text, string.span.start)}"
    mine = view_edits(string, edits)
    changes, rewritten = replay(string.view, mine, owners=string.owners, dynamic=string.dynamic)
    written = []
    for start, end, new in changes:
        if start < string.prefix:
            raise UnwritableEditError(
                f"the value is set in the CI environment of the script {where}, "
                "which other scripts may read too"
            )
        encoded = encode(new, string.where.chars)
        if encoded is None:
            raise UnwritableEditError(
                f"{new.strip()!r} cannot be written in the {_style(string)} string {where}"
            )
        span = string.map_span(Span(start, end))
        if string.where.chars.style == "|" and not new:
            span = _whole_lines(text, span)
        written.append(Replacement(span, encoded))
    return written, rewritten


def _whole_lines(text: str, span: Span) -> Span:
    """A removal of whole lines of a `|` block, with their indentation: the block's
    indentation is no character of the value, so removing only the characters
    would leave it in front of the next line, which would then read as indented."""
    line_start = text.rfind("\n", 0, span.start) + 1
    ends_line = span.end > span.start and text[span.end - 1] == "\n"
    if ends_line and not text[line_start : span.start].strip(" "):
        return Span(line_start, span.end)
    return span


def _style(string: ShellString) -> str:
    styles = {"plain": "plain", "'": "single-quoted", '"': "double-quoted"}
    return styles.get(string.where.chars.style, f"`{string.where.chars.style}` block")


def split_by_compose(path: Path) -> bool:
    """A compose service's `command` or `entrypoint` string: compose splits it into words
    as a shell would but runs no shell, so a newline a folded block keeps (`command: >`
    with more-indented lines) is a blank like any other, not the end of a command."""
    return len(path) == 4 and path[1] == "services" and path[3] in ("command", "entrypoint")


def check(text: str, composed: Composed, string: ShellString, expected: str) -> None:
    """The rewritten file's string at the same place must read as the shell adapter's rewrite."""
    node = at(composed.documents, string.where.path)
    value = None if node is None or kind(node) != "scalar" else node.value
    own = expected[string.prefix :]
    read = None if value is None else shell_string.as_read(value)
    if read is not None and split_by_compose(string.where.path):
        read = read.replace("\n", " ")  # as the view reads it (a removal is refused)
    if read is None or read != own:
        raise UnwritableEditError(
            f"the {_style(string)} string on line {line_of(text, string.span.start)} "
            "cannot be rewritten so that it reads exactly as the fixed command"
        )
