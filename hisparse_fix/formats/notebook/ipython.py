"""What IPython makes of a code cell before Python sees it.

A cell magic on the first line (`%%bash`, `%%time`, `%%writefile x.sh`)
says how the cell body runs. In the other lines, IPython rewrites a line
that starts a statement with `!` (a shell command, continued with `\\`),
`%` (a line magic) or `x = !cmd` before Python reads the cell; those are
not Python, so they are blanked out here (same length, so offsets hold),
and each `!` command (and `%run -m MODULE ...`, read as `-m MODULE ...`) is
handed on as a shell command. A `!` or `%` line
inside brackets or a multi-line string is Python's own: whether a line
starts a statement is asked of `tokenize` on the text before it.
"""

from __future__ import annotations

import io
import re
import tokenize
from enum import Enum
from typing import NamedTuple

from hisparse_fix.formats import BY_NAME, format_for
from hisparse_fix.vocabulary.sites import Span


class Reading(Enum):
    KERNEL = "kernel"
    """Python run by the notebook's kernel: one program with the other kernel cells."""
    PYTHON = "python"
    """A Python file of its own (`%%writefile serve.py`)."""
    SHELL = "shell"
    """A shell script (`%%bash`, `%%writefile serve.sh`, a bash kernel's cell)."""
    FILE = "file"
    """Another file the cell writes (`%%writefile config.yaml`), read by its format's adapter."""


class Body(NamedTuple):
    """How a code cell runs, and where the text that runs starts (after a cell magic)."""

    reading: Reading
    start: int
    adapter: str = ""
    """The adapter of a file the cell writes, by its name (`%%writefile config.yaml`)."""
    target: str = ""
    """The file a `%%writefile` cell writes."""
    appends: bool = False
    """`%%writefile -a`: the body is added to the end of the file."""


SHELL_KERNELS = frozenset({"bash", "sh", "shell", "zsh"})
_SHELL_MAGICS = frozenset({"bash", "sh", "shell"})
"""Cell magics that run their body with a shell (`%%shell` is Colab's)."""
_RUN_MODULE = re.compile(r"run[ \t]+(?=(?:-[a-zA-Z][ \t]+)*-m[ \t])")
"""`%run -m MODULE ARGS`: IPython runs the module with ARGS as its `sys.argv`, as
`python -m MODULE ARGS` would (the words after `%run` are read as that command)."""
_SYSTEM_MAGIC = re.compile(r"(?:system|sx)[ \t]+")
"""`%system CMD` / `%sx CMD`: IPython runs CMD in a shell, as `!!CMD` does."""
_PYTHON_BODY = frozenset({"time", "timeit", "capture", "prun", "debug"})
"""Cell magics that run their body as kernel Python."""
_CELL_MAGIC = re.compile(r"%%(\w+)[ \t]*([^\r\n]*)")
_ESCAPE = re.compile(r"[ \t]*(?:[\w.]+(?:[ \t]*,[ \t]*[\w.]+)*[ \t]*=[ \t]*)?(!!?|%(?!%))")
"""A line IPython rewrites: `!cmd`, `!!cmd`, `%magic`, `x = !cmd`, `a, b = %magic`."""
_FIELD = re.compile(r"\{[^{}\r\n]*\}")
_ENV_MAGIC = re.compile(r"%(?:env|set_env)[ \t]+([^\r\n]*)")
"""`%env NAME=value`, `%env NAME value`, `%set_env ...`: IPython sets `os.environ`."""
_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
"""`{expr}` in a `!` line: IPython fills in a Python value before the shell runs it."""


def body(text: str, language: str) -> Body | None:
    """How a cell of a notebook in `language` runs; None for what no adapter reads."""
    if language in SHELL_KERNELS:
        return Body(Reading.SHELL, 0)
    if language != "python":
        return None
    magic = _CELL_MAGIC.match(text)
    if magic is None:
        return Body(Reading.KERNEL, 0)
    newline = text.find("\n")
    start = len(text) if newline < 0 else newline + 1
    name, arguments = magic.group(1), magic.group(2).split()
    program = arguments[0] if arguments else ""
    if name in _SHELL_MAGICS or (name == "script" and BY_NAME["shell"].runs_as(program)):
        return Body(Reading.SHELL, start)
    if name in _PYTHON_BODY:
        return Body(Reading.KERNEL, start)
    if name in {"writefile", "file"} and arguments:
        written = _written(arguments[-1], start)
        appends = bool({"-a", "--append"} & set(arguments[:-1]))
        return None if written is None else written._replace(target=arguments[-1], appends=appends)
    return None


def _written(target: str, start: int) -> Body | None:
    """A `%%writefile` body, read by the adapter of the file it writes (the format table
    says which: `serve.sh`, `serve.py`, `config.yaml`, `Dockerfile`...); a container
    format's file (`README.md`) is not read as a block."""
    fmt = format_for(target)
    if fmt is None or fmt.container:
        return None
    if fmt.name == "shell":
        return Body(Reading.SHELL, start)
    if fmt.name == "python":
        return Body(Reading.PYTHON, start)
    return Body(Reading.FILE, start, fmt.name)


class KernelCell(NamedTuple):
    """A kernel cell as Python reads it, and the shell commands of its `!` lines."""

    python: str
    """The cell, same length, its magic line (if any) and IPython lines blanked."""
    commands: tuple[Span, ...]
    """Each `!` command's text in the cell, from after the `!` to the end of its last line."""
    settings: tuple[EnvMagic, ...] = ()
    """The `%env` lines that set a variable, in order."""


class EnvMagic(NamedTuple):
    """`%env NAME=value` at `span` of the cell; `value` None where IPython fills in
    a Python value (`$x`, `{x}`) the tool does not read."""

    span: Span
    name: str
    value: str | None


def kernel_cell(text: str, start: int) -> KernelCell:
    view = list(_blank(text[:start])) + list(text[start:])
    commands: list[Span] = []
    settings: list[EnvMagic] = []
    lines = _lines(text, start)
    index = 0
    while index < len(lines):
        line_start, line_end = lines[index]
        escape = _ESCAPE.match(text, line_start, line_end)
        if escape is None or not _starts_statement("".join(view[:line_start])):
            index += 1
            continue
        last = index
        while last + 1 < len(lines) and text[lines[last][0] : lines[last][1]].endswith("\\"):
            last += 1
        magic, end = escape.start(1), lines[last][1]
        view[magic:end] = "0" + _blank(text[magic + 1 : end])
        if escape.group(1).startswith("!"):
            commands.append(Span(escape.end(1), end))
        run = _RUN_MODULE.match(text, escape.end(1), end)
        if escape.group(1) == "%" and run is not None:
            commands.append(Span(run.end(), end))
        system = _SYSTEM_MAGIC.match(text, escape.end(1), end)
        if escape.group(1) == "%" and system is not None:  # `%system CMD`, `%sx CMD`: a `!`
            commands.append(Span(system.end(), end))
        setting = _env_magic(text, escape.start(1), lines[index][1])
        if setting is not None:
            settings.append(setting)
        index = last + 1
    return KernelCell("".join(view), tuple(commands), tuple(settings))


def _env_magic(text: str, start: int, end: int) -> EnvMagic | None:
    """The variable a `%env` / `%set_env` line sets, split as IPython splits it: at the
    first `=` when there is one, else at the first blank; None for a line that reads."""
    match = _ENV_MAGIC.fullmatch(text, start, end)
    if match is None:
        return None
    arguments = match.group(1)
    name, _, value = arguments.partition("=") if "=" in arguments else arguments.partition(" ")
    name, value = name.strip(), value.strip()
    if not _NAME.fullmatch(name) or not value:
        return None
    known = "$" not in value and "{" not in value
    return EnvMagic(Span(start, end), name, value if known else None)


def fields(command: str) -> tuple[Span, ...]:
    """The `{expr}` parts of a `!` command, which IPython fills in."""
    return tuple(Span(match.start(), match.end()) for match in _FIELD.finditer(command))


def as_shell(command: str) -> str:
    """A `!` command as the shell adapter reads it: each `{expr}` becomes a variable of
    the same length (`{sys.executable}` -> `$_______________`), a word known only when
    it runs, as IPython's value is. Left as braces, a field that starts the command
    (`!{sys.executable} -m sglang.launch_server ...`) is not a word to the shell."""
    return _FIELD.sub(lambda match: "$" + "_" * (len(match.group()) - 1), command)


def _lines(text: str, start: int) -> list[tuple[int, int]]:
    """(start, end before the line ending) of each line from `start` on."""
    lines = []
    position = start
    while position < len(text):
        newline = text.find("\n", position)
        end = len(text) if newline < 0 else newline
        content_end = end - 1 if end > position and text[end - 1] == "\r" else end
        lines.append((position, content_end))
        position = end + 1
    return lines


def _blank(text: str) -> str:
    """Spaces for every character but line endings."""
    return re.sub(r"[^\r\n]", " ", text)


def _starts_statement(before: str) -> bool:
    """Whether Python, having read `before`, is at the start of a statement
    (not inside brackets, a multi-line string or a `\\` continuation)."""
    try:
        for _ in tokenize.generate_tokens(io.StringIO(before).readline):
            pass
    except tokenize.TokenError:
        return False
    except (SyntaxError, ValueError):
        return True
    return True
