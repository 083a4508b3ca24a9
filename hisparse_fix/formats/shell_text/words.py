"""Shell command words other formats hand over: which program is a shell, and where
its `-c` script is (`bash -lc SCRIPT`, `env X=1 sh -o pipefail -c SCRIPT`)."""

from __future__ import annotations

import re
from collections.abc import Sequence

SHELLS = frozenset({"sh", "bash", "zsh", "dash", "ksh"})
_ASSIGNMENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*=")
_SCRIPT_FLAG = re.compile(r"-[a-zA-Z]*c[a-zA-Z]*")
SHELL_VALUE_OPTIONS = frozenset({"-o", "+o", "-O", "+O", "--rcfile", "--init-file"})
"""A shell's options that take the next word as their value (`-o pipefail`)."""
HISPARSE_FLAG = re.compile(r"(?<![\w-])--enable-hisparse(?![\w-])")
"""`--enable-hisparse` as a whole word (not `--enable-hisparse-mtp-hybrid`)."""


def is_shell(program: str) -> bool:
    return program.rsplit("/", 1)[-1] in SHELLS


def shell_script(words: Sequence[str | None]) -> tuple[int, dict[str, str]] | None:
    """Where the script is in `[env] [NAME=value ...] bash [-o opt] -c SCRIPT`: its
    index and the variables set before the shell; None for words that run no shell
    script. `None` words are ones the caller cannot read."""
    index, env = env_prefix(words)
    program = words[index] if index < len(words) else None
    if program is None or not is_shell(program):
        return None
    script = script_after_options(words, index + 1)
    if script is None:
        return None
    if any(is_login_option(word) for word in words[index + 1 : script]):
        env[UNKNOWN_ENVIRONMENT] = LOGIN_PROFILE
    return script, env


def env_prefix(words: Sequence[str | None]) -> tuple[int, dict[str, str]]:
    """`[env] [NAME=value ...]` before a command: the index of the word after it, and
    the variables it sets."""
    index = 1 if words[:1] == ["env"] else 0
    env: dict[str, str] = {}
    while index < len(words) and _ASSIGNMENT.match(words[index] or ""):
        name, value = (words[index] or "").split("=", 1)
        env[name] = value
        index += 1
    return index, env


UNKNOWN_ENVIRONMENT = "\x00unknown-environment"
"""Stands among the variables a format gives a shell string when something the tool does
not read may set any of them first, with why as its value: a login shell (`bash -lc`)
runs profile scripts (`/etc/profile`, `/etc/profile.d/*.sh`), a task runner's prefix
(taskipy's `runner`). See `shell_text.view.string_sites`; no variable can be named so."""
LOGIN_PROFILE = "a login shell (`-l`) runs profile scripts the tool does not read first"


def is_login_option(word: str | None) -> bool:
    """A shell option that makes it a login shell: `-l`, `--login`, or `l` among short
    options written together (`-lc`, `-il`)."""
    return word == "--login" or (
        word is not None and _SHORT_OPTIONS.fullmatch(word) is not None and "l" in word
    )


_SHORT_OPTIONS = re.compile(r"-[A-Za-z]+")


def script_after_options(words: Sequence[str | None], index: int) -> int | None:
    """The index of the script among a shell's options starting at `index`, or None.

    `None` words are ones the caller cannot read.
    """
    while index < len(words):
        word = words[index]
        if word in SHELL_VALUE_OPTIONS:
            index += 2
        elif word is not None and _SCRIPT_FLAG.fullmatch(word):
            return index + 1 if index + 1 < len(words) else None
        elif word is not None and word.startswith(("-", "+")):
            index += 1
        else:
            return None
    return None
