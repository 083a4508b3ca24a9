"""The script of a shell run in exec form: `CMD ["bash", "-c", "python3 -m ..."]`.

The script is one JSON string of the array, a shell command held in a
string as TOML and YAML hold one (`shell_string`): the shell adapter reads
its value, each character keeping the source range it is written as (an
escape is its whole backslash sequence), and its edits are written back
inside the quotes, JSON-escaped. The string is decoded again afterwards: it
must hold exactly what the shell adapter wrote, else nothing is written.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence

from hisparse_fix.formats.dockerfile.exec_form import encode
from hisparse_fix.formats.errors import UnwritableEditError
from hisparse_fix.formats.shell_text import command as shell_string
from hisparse_fix.formats.shell_text.view import replay, string_sites, view_edits
from hisparse_fix.formats.shell_text.words import shell_script
from hisparse_fix.formats.text_edits import Replacement
from hisparse_fix.vocabulary.sites import Edit, LaunchSite, Span, Token

ShellString = shell_string.ShellString[None]
"""The script's JSON string (see `shell_string`)."""


def read(words: Sequence[Token]) -> tuple[ShellString, dict[str, str]] | None:
    """The script of `[env] [X=1 ...] bash [-o opt] -c SCRIPT` read as shell, with the
    variables set before the shell; None for other words or a script with no launch."""
    script = shell_script([word.text for word in words])
    if script is None:
        return None
    index, env = script
    token = words[index]
    ends = (*token.offsets[1:], token.span.end - 1)
    string = ShellString(
        token.span,
        token.text,
        token.offsets,
        ends,
        (False,) * len(token.text),
        None,
        empty=token.span.start + 1,
    )
    found = shell_string.read(string)
    return None if found is None else (found, env)


def sites(string: ShellString, env: Mapping[str, str]) -> list[LaunchSite]:
    """The script's launches in file coordinates, with the environment they run in."""
    return string_sites(string, env)


def replacements(text: str, string: ShellString, edits: Sequence[Edit]) -> list[Replacement]:
    """File replacements inside the string that carry out `edits` (file coordinates)."""
    changes, rewritten = replay(string.view, view_edits(string, edits))
    written = [
        Replacement(string.map_span(Span(start, end)), encode(new)) for start, end, new in changes
    ]
    _check(text, string, written, rewritten)
    return written


def _check(text: str, string: ShellString, changes: list[Replacement], expected: str) -> None:
    """The rewritten JSON string must decode to the shell adapter's rewrite."""
    start = string.span.start
    written = text[start : string.span.end]
    for change in sorted(changes, key=lambda r: r.span.start, reverse=True):
        new = change.text or ""
        written = written[: change.span.start - start] + new + written[change.span.end - start :]
    try:
        value = json.loads(written)
    except ValueError:
        value = None
    if value != expected:
        raise UnwritableEditError("the script would not read as rewritten", at=string.span.start)
