"""Sessions in Markdown fences: the commands of a transcript, without prompts and output.

A `console` block (or a shell block whose first line is a `$ ` prompt) shows
commands behind prompts (`$ `, `(venv) $ `, `user@host:~$ `, and `# ` in a
console block) with `\\` continuations (`> ` PS2 prompt removed); a `pycon`
block shows Python behind `>>> ` and `... `. Other lines are output. A line
behind an unknown prompt that launches SGLang is a stray, noted by the caller.

A command whose output shows an error (`Traceback`, `ValueError: ...`,
`error: ...`) documents a failure: it is what SGLang refuses, shown on purpose,
so it is not read as a command to fix.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from hisparse_fix.formats.embedded import LAUNCH, Line
from hisparse_fix.formats.markdown.context import FAILURE_OUTPUT

_PROMPT = re.compile(
    r"(?:\([^()\s]*\)[ \t]*)?"  # a virtualenv or conda name: `(venv) `
    r"(?:\[[^\]\n]*\][ \t]*|[\w.-]+@[\w.-]+(?::[^\s$#%]*)?[ \t]*)?"  # `[u@h d]`, `u@h:~/x`
    r"([$%#])[ \t]"
)
_PS2 = "> "
_PYTHON_PROMPT = re.compile(r"(?:>>>|\.\.\.)(?: |(?=\r?\n?$))")
_STRAY_LAUNCH = re.compile(
    r"\S{0,40}?[>$#%:\u276f\u279c\u03bb\u00bb][ \t]+"  # a prompt-like word, arrows and lambda too
    r"(?:\S*python[\d.]*[ \t]+-m[ \t]+sglang\.|sglang[ \t]+serve\b)"
)
"""A session line that starts with something like a prompt and then an SGLang launch."""


@dataclass
class _Command:
    lines: list[Line]
    output: list[str] = field(default_factory=list)


def shell_prompt(body: str, *, root: bool) -> int | None:
    """The length of the prompt a session line starts with (`$ `, `(venv) $ `,
    `user@host:~/x$ `, and in a console block the root prompt `# `), or None."""
    match = _PROMPT.match(body)
    if match is None or (match.group(1) == "#" and not root):
        return None
    return match.end()


def python_prompt(body: str) -> int | None:
    """The length of a `>>> ` or `... ` prompt a line starts with, or None."""
    match = _PYTHON_PROMPT.match(body)
    return None if match is None else match.end()


def shell_session(
    text: str, lines: tuple[Line, ...], *, root: bool
) -> tuple[tuple[Line, ...], tuple[Line, ...]]:
    """The commands of a shell session, each prompted line without its prompt and with
    its `\\` continuations (their `> ` PS2 prompt removed); and the output lines that
    look like a prompted SGLang launch (strays)."""
    strays: list[Line] = []

    def prompt(body: str) -> int | None:
        return shell_prompt(body, root=root)

    def output(line: Line, body: str) -> None:
        if _STRAY_LAUNCH.match(body) and "hisparse" in body:
            strays.append(line)

    commands = _commands(text, lines, prompt, _shell_continues, output, _never)
    return _kept(text, commands), tuple(strays)


def python_session(text: str, lines: tuple[Line, ...]) -> tuple[Line, ...]:
    """The code of a `>>> ` session: every prompted line without its prompt."""
    commands = _commands(text, lines, python_prompt, _never, _ignore, _python_follows)
    return _kept(text, commands)


def _shell_continues(body: str) -> bool:
    return body.rstrip("\r\n").endswith("\\")


def _python_follows(body: str) -> bool:
    return body.startswith("...")


def _never(body: str) -> bool:
    return False


def _ignore(line: Line, body: str) -> None:
    return None


def _commands(
    text: str,
    lines: tuple[Line, ...],
    prompt: Callable[[str], int | None],
    continues: Callable[[str], bool],
    output: Callable[[Line, str], None],
    follows: Callable[[str], bool],
) -> list[_Command]:
    """Each prompted line starts a command (one that `follows` the previous, such as a
    `... ` line, joins it), with its continuations and then its output."""
    commands: list[_Command] = []
    continued = False
    for line in lines:
        body = text[line.start + line.prefix : line.end]
        at = prompt(body)
        if continued and commands:
            ps2 = len(_PS2) if body.startswith(_PS2) else 0
            commands[-1].lines.append(Line(line.start, line.end, line.prefix + ps2))
        elif at is not None and commands and follows(body):
            commands[-1].lines.append(Line(line.start, line.end, line.prefix + at))
        elif at is not None:
            commands.append(_Command([Line(line.start, line.end, line.prefix + at)]))
        else:
            output(line, body)
            if commands:
                commands[-1].output.append(body)
            continue
        continued = continues(body)
    return commands


def _kept(text: str, commands: list[_Command]) -> tuple[Line, ...]:
    """The lines of the commands that are not shown failing."""
    kept: list[Line] = []
    for command in commands:
        if not _failed(text, command):
            kept += command.lines
    return tuple(kept)


def _failed(text: str, command: _Command) -> bool:
    """A command that launches SGLang and whose output shows an error."""
    view = "".join(text[line.start + line.prefix : line.end] for line in command.lines)
    return LAUNCH.search(view) is not None and any(
        FAILURE_OUTPUT.match(out) for out in command.output
    )
