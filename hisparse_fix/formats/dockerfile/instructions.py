"""A Dockerfile's instructions with where each is written.

BuildKit's own parser (the `dockerfile` package binds its Go code) says
where instructions start and end, which are in exec (JSON) form, and reads
the `# escape=` directive, comments inside continuations and heredocs as
`docker build` does; this module adds the file offsets of each instruction's
lines, which the parser gives only as line numbers.
"""

from __future__ import annotations

import re
from typing import Any, NamedTuple

from hisparse_fix.formats.embedded import Line
from hisparse_fix.formats.errors import ParseError

_DIRECTIVE = re.compile(r"[ \t]*#[ \t]*(\w+)[ \t]*=[ \t]*(\S*)[ \t]*\r?$")
_HEREDOC = re.compile(r"""<<(-?)(['"]?)(\w+)\2""")


class Instruction(NamedTuple):
    """One instruction: `keyword` upper-cased, `words` as the parser read them
    (the JSON array's strings in exec form), `lines` the file lines it spans,
    without the comment and blank lines inside its continuations (a heredoc's
    lines all kept); the first line's prefix is the keyword and its `--flags`.
    `heredocs` are the bodies of its heredocs, as BuildKit reads them."""

    keyword: str
    exec_form: bool
    words: tuple[str, ...]
    lines: tuple[Line, ...]
    heredocs: tuple[str, ...] = ()

    @property
    def heredoc(self) -> bool:
        return bool(self.heredocs)

    @property
    def start(self) -> int:
        return self.lines[0].start + self.lines[0].prefix

    @property
    def end(self) -> int:
        return self.lines[-1].end


class Dockerfile(NamedTuple):
    instructions: tuple[Instruction, ...]
    escape: str = "\\"


def escape_char(text: str) -> str:
    """The escape character the parser directives at the top set (`\\` by default)."""
    for line in text.lstrip("\ufeff").split("\n"):
        match = _DIRECTIVE.match(line)
        if match is None:
            break
        if match.group(1).lower() == "escape":
            return match.group(2) or "\\"
    return "\\"


def _line_table(text: str) -> list[tuple[int, int]]:
    """(start, end with newline) of each line."""
    table, start = [], 0
    while start < len(text):
        end = text.find("\n", start)
        end = len(text) if end < 0 else end + 1
        table.append((start, end))
        start = end
    return table


def parse(text: str) -> Dockerfile:
    """The instructions of a Dockerfile; `ParseError` where BuildKit rejects it."""
    import dockerfile  # imported only for a file that may hold a launch

    try:
        commands = _parse_string(text)
    except dockerfile.GoParseError as error:
        raise ParseError.at(text, _refused_instruction(text), str(error)) from None
    table = _line_table(text)
    instructions = []
    for command in commands:
        rows = table[command.start_line - 1 : command.end_line]
        if not rows or not command.cmd:  # BuildKit gives no keyword for some broken lines
            continue
        # `ONBUILD RUN|CMD|ENTRYPOINT ...` runs in every image built FROM this one: read
        # as a command of its own (a RUN), never as this stage's CMD.
        later = (command.sub_cmd or "").lower() in {"run", "cmd", "entrypoint"}
        onbuild = command.cmd.lower() == "onbuild" and later
        first = _first_line(text, rows[0], len(command.flags), 2 if onbuild else 1)
        heredocs = tuple(heredoc.content for heredoc in command.heredocs)
        rest = [Line(start, end) for start, end in rows[1:] if heredocs or _kept(text[start:end])]
        instructions.append(
            Instruction(
                "RUN" if onbuild else command.cmd.upper(),
                command.json,
                tuple(command.value),
                (first, *rest),
                heredocs,
            )
        )
    return Dockerfile(tuple(instructions), escape_char(text))


def _parse_string(text: str) -> list[Any]:
    import dockerfile

    return dockerfile.parse_string(text.encode("utf-8", "replace").decode("utf-8"))


def _refused_instruction(text: str) -> int:
    """Where the instruction BuildKit refuses starts (its parser names no place): the
    instruction before the first one whose preceding text it refuses, found by halving
    (the text before a refused instruction is refused too). The start of the text when
    it holds no instruction."""
    import dockerfile

    starts = _instruction_starts(text)
    if not starts:
        return 0
    low, high = 1, len(starts)  # the text before starts[high] (the whole) is refused
    cuts = [*starts, len(text)]
    while low < high:
        middle = (low + high) // 2
        try:
            _parse_string(text[: cuts[middle]])
        except dockerfile.GoParseError:
            high = middle
        else:
            low = middle + 1
    return starts[low - 1]


def _instruction_starts(text: str) -> list[int]:
    """Where each instruction's keyword is, read as BuildKit splits lines: not in a
    comment, in a line an escape character continues, or in a heredoc's body."""
    escape = escape_char(text)
    starts: list[int] = []
    continued = False
    ends: list[tuple[str, bool]] = []  # the heredocs still open: their word, and `<<-`
    for start, end in _line_table(text):
        line = text[start:end].rstrip("\r\n")
        if ends:
            word, strip = ends[0]
            if (line.lstrip("\t") if strip else line) == word:
                ends.pop(0)
            continue
        stripped = line.lstrip(" \t")
        if not stripped or stripped.startswith("#"):
            continue
        if not continued:
            starts.append(start + len(line) - len(stripped))
            ends = [(match[3], match[1] == "-") for match in _HEREDOC.finditer(line)]
        continued = line.rstrip(" \t").endswith(escape) and not ends
    return starts


def _first_line(text: str, row: tuple[int, int], flags: int, keywords: int = 1) -> Line:
    """The instruction's first line, its keyword(s) and `--flags` (with their blanks) the
    prefix."""
    start, end = row
    pattern = r"[ \t]*\S+" + r"[ \t]+\S+" * (keywords - 1) + r"[ \t]+--\S+" * flags + r"[ \t]*"
    match = re.compile(pattern).match(text, start, end)
    prefix = match.end() - start if match else 0
    return Line(start, end, prefix)


def _kept(line: str) -> bool:
    """A continuation line the command holds: not a comment, not blank (BuildKit drops both)."""
    stripped = line.strip()
    return bool(stripped) and not stripped.startswith("#")
