"""`RUN <<EOF` heredocs: the body is a script, read by the adapter of its language.

BuildKit runs a lone `RUN <<EOF` body as a script with the stage's shell
(or with the interpreter its `#!` line names), and `RUN <<EOF bash -ex`
feeds it to that shell: either way the body is a script of the format whose
record's `programs` names that interpreter (shell, Python).
A body given to another command (`cat > /start.sh`, several heredocs) is
not a script that runs here: a HiSparse launch in it gets a note.
"""

from __future__ import annotations

import re

from hisparse_fix.formats import by_program, embedded
from hisparse_fix.formats.dockerfile.instructions import Instruction
from hisparse_fix.formats.embedded import Block, Line, Reading

_OPENER = re.compile(r"<<(-?)(['\"]?)(\w+)\2(?:[ \t]+(\S+)((?:[ \t]+-\w+)*))?[ \t]*")
_SHEBANG = re.compile(r"#!\s*(\S+)(?:[ \t]+(\S+))?")


def reading(text: str, instruction: Instruction, env: dict[str, str]) -> Reading | None:
    """The heredoc body of a `RUN` as a block of its script's adapter, or a note."""
    lines = _body(text, instruction)
    adapter, why = _adapter(text, instruction, lines)
    if lines is None:
        lines = instruction.lines[1:]
    block = Block(adapter or "shell", lines, env=env)
    if adapter is None:
        return embedded.unread(text, block, why)
    return embedded.read(text, block)


def _body(text: str, instruction: Instruction) -> tuple[Line, ...] | None:
    """The body's lines, when the file's lines give exactly the one body BuildKit
    read (its `<<-` tabs kept: the shell reads them as blanks); else None."""
    opener = _OPENER.fullmatch(instruction.words[0]) if len(instruction.words) == 1 else None
    if opener is None or len(instruction.heredocs) != 1:
        return None
    lines = tuple(Line(row.start, row.end) for row in instruction.lines[1:-1])
    view = embedded.view_of(text, Block("shell", lines))
    return lines if view == instruction.heredocs[0] else None


def _adapter(
    text: str, instruction: Instruction, lines: tuple[Line, ...] | None
) -> tuple[str | None, str]:
    """The adapter that reads the body (None when none does) and, if none, why."""
    opener = _OPENER.fullmatch(instruction.words[0]) if instruction.words else None
    if opener is None or lines is None:
        given = " ".join(instruction.words)
        return None, f"its heredoc is input to `{given}`, not one script run here"
    program = opener.group(4)
    if program is None:
        first = text[lines[0].start + lines[0].prefix : lines[0].end] if lines else ""
        shebang = _SHEBANG.match(first)
        if shebang is None:
            return "shell", ""
        program = shebang.group(1)
        if program.rsplit("/", 1)[-1] == "env" and shebang.group(2):
            program = shebang.group(2)
    fmt = by_program(program)
    if fmt is not None:
        return fmt.name, ""
    return None, f"a heredoc given to `{program}`"
