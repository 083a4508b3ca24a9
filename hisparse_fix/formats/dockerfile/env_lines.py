"""The `ENV` lines a shell-form command expands (`CMD python3 -m sglang.launch_server
$SGLANG_ARGS` after `ENV SGLANG_ARGS="--enable-hisparse ..."`).

Such a line is read with the command, as the assignment it is in shell
(`SGLANG_ARGS="--enable-hisparse ..."`), so that the launch gets the options the
shell splits from it and a fix lands in the `ENV` value. Every other instruction
that names the variable is a reader the tool does not model: it keeps the value
from being edited and is named. Only the `NAME=value` form is read (`ENV NAME
value` is no shell assignment).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence

from hisparse_fix.formats.dockerfile.instructions import Dockerfile, Instruction
from hisparse_fix.formats.embedded import Line
from hisparse_fix.formats.offsets import line_and_column
from hisparse_fix.vocabulary.sites import Reader, Span

_REFERENCE = re.compile(r"\$(?:\{([A-Za-z_]\w*)[^}]*\}|([A-Za-z_]\w*))")
_ASSIGNMENT_FORM = re.compile(r"[A-Za-z_]\w*=")


def expanded_env(
    text: str, lines: Sequence[Line], env_from: Mapping[str, Instruction]
) -> list[Instruction]:
    """The `ENV` instructions whose variables the lines expand, in file order, with the
    ones their own values expand (`ENV B="$A --x"`)."""
    found: dict[int, Instruction] = {}
    pending = list(_names(text, lines))
    while pending:
        name = pending.pop()
        source = env_from.get(name)
        if source is None or id(source) in found or not _readable(text, source):
            continue
        found[id(source)] = source
        pending.extend(_names(text, source.lines))
    return sorted(found.values(), key=lambda instruction: instruction.start)


def other_readers(
    text: str,
    dockerfile: Dockerfile,
    sources: Sequence[Instruction],
    readers: Sequence[Instruction],
) -> Iterator[Reader]:
    """Each instruction (not among `readers`, which read the values as launches) that
    names a variable `sources` set: it reads the value in a way the tool does not model."""
    names = {name for source in sources for name in _set_names(text, source)}
    known = {id(instruction) for instruction in (*sources, *readers)}
    spans = [Span(source.lines[0].start, source.lines[-1].end) for source in sources]
    for instruction in dockerfile.instructions:
        if id(instruction) in known or not names & set(_names(text, instruction.lines)):
            continue
        line, _ = line_and_column(text, instruction.lines[0].start)
        what = f"the `{instruction.keyword}` on line {line}"
        yield from (Reader(span, what) for span in spans)


def _readable(text: str, instruction: Instruction) -> bool:
    first = instruction.lines[0]
    last = instruction.lines[-1]
    return bool(_ASSIGNMENT_FORM.match(text, first.start + first.prefix)) and text[
        last.start : last.end
    ].endswith("\n")


def _set_names(text: str, instruction: Instruction) -> Iterator[str]:
    body = "".join(text[line.start + line.prefix : line.end] for line in instruction.lines)
    yield from (match.group(1) for match in re.finditer(r"(?:^|\s)([A-Za-z_]\w*)=", body))


def _names(text: str, lines: Sequence[Line]) -> Iterator[str]:
    for line in lines:
        for match in _REFERENCE.finditer(text, line.start + line.prefix, line.end):
            yield match.group(1) or match.group(2)
