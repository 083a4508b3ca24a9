"""Commands SGLang runs without a shell, read as SGLang reads them.

`sglang.utils.launch_server_cmd` (and `execute_shell_command`, which it calls)
turn every backslash into a blank, split the string on whitespace and take
leading `KEY=VALUE` words as environment. No shell removes quotes, so
`--kv-cache-dtype 'fp8_e4m3'` hands argparse the quotes too, and SGLang
refuses it; reading such a string as shell would hide that.
"""

from __future__ import annotations

import re

from hisparse_fix.formats.python.literals import PLACEHOLDER
from hisparse_fix.sglang.argv import entry_point, has_unresolved_words, launch_options
from hisparse_fix.vocabulary.sites import DYNAMIC, LaunchSite, Span, Token

SPLIT_CALLS = frozenset({"launch_server_cmd", "execute_shell_command"})
"""Calls whose command string SGLang splits on whitespace instead of a shell."""

_WORD = re.compile(r"[^\s\\]+")
_ENVIRONMENT = re.compile(r"([A-Za-z0-9_]+)=(.*)", re.S)


def split_sites(view: str) -> list[LaunchSite]:
    """The launch in a command string as `execute_shell_command` runs it."""
    tokens = [_token(view, match) for match in _WORD.finditer(view)]
    entry = entry_point(tokens)
    if entry is None:
        return []
    env = {}
    for token in tokens[:entry]:
        match = _ENVIRONMENT.fullmatch(token.text)
        if match is None or token.dynamic:
            break
        env[match.group(1)] = match.group(2)
    words = tokens[entry:]
    options = tuple(launch_options(tokens, entry))
    return [
        LaunchSite(options, Span(0, len(view)), env=env, open=has_unresolved_words(words, options))
    ]


def _token(view: str, match: re.Match[str]) -> Token:
    """One word; an f-string field in it (`PLACEHOLDER` in the view) is unknown."""
    chars: list[str] = []
    offsets: list[int] = []
    position, end = match.start(), match.end()
    while position < end:
        if view.startswith(PLACEHOLDER, position):
            chars.append(DYNAMIC)
            offsets.append(-1)
            position += len(PLACEHOLDER)
            continue
        chars.append(view[position])
        offsets.append(position)
        position += 1
    return Token("".join(chars), Span(match.start(), end), tuple(offsets))
