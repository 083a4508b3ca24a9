"""Markdown recipes: the launches in fenced code blocks, read by the adapter of their language.

markdown-it-py finds the fences as CommonMark does (backticks or tildes,
inside list items and block quotes, unclosed at the end); a block's lines
are its source lines without what the container adds in front (the list
item's indentation, `> `), so edits land in the block and nowhere else.
Prose, inline code and blocks in other languages are never read.

`bash`, `sh`, `shell`, `zsh` blocks are shell scripts; `console` blocks
(and shell blocks whose first line is a `$ ` prompt) are shell sessions, of
which only the prompted lines and their `\\` continuations are commands;
`python`, `yaml`, `toml` and `dockerfile` blocks go to those adapters. An
untagged fence is read as shell when it holds an SGLang launch.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from functools import lru_cache

from hisparse_fix.formats import embedded
from hisparse_fix.formats.embedded import Block, Line, Reading
from hisparse_fix.formats.shell_view import UnwritableEditError
from hisparse_fix.formats.text_edits import apply_replacements
from hisparse_fix.sites import Edit, LaunchSite, Span

NAME = "markdown"
SUFFIXES = (".md", ".markdown")
SHEBANG = None
FILENAMES: tuple[str, ...] = ()

LANGUAGES = {
    "bash": "shell",
    "sh": "shell",
    "shell": "shell",
    "zsh": "shell",
    "console": "console",
    "shell-session": "console",
    "python": "python",
    "py": "python",
    "python3": "python",
    "yaml": "yaml",
    "yml": "yaml",
    "toml": "toml",
    "dockerfile": "dockerfile",
    "containerfile": "dockerfile",
}
"""A fence's language (first word of its info string, lowercased) -> the reading."""

_UNTAGGED_LAUNCH = re.compile(r"sglang\.launch_server|sglang\s+serve\b")
_NEWLINE = re.compile(r"\r\n?|\n")
_PROMPT = "$ "


def find_sites(text: str) -> list[LaunchSite]:
    """Every launch in the file's fenced blocks, in source order."""
    return [site for reading in _readings(text) for site in reading.sites]


def apply(text: str, edits: Sequence[Edit]) -> str:
    """Each block's edits made by its adapter and written back into the block."""
    readings = _readings(text)
    replacements = []
    for reading in readings:
        mine = [edit for edit in edits if embedded.owns(reading, edit)]
        replacements += embedded.replacements(reading, mine)
    stray = [e for e in edits if not any(embedded.owns(r, e) for r in readings)]
    if stray:
        raise UnwritableEditError(f"an edit at {stray[0].option.span} is in no code block")
    return apply_replacements(text, replacements, _no_widening)


def _no_widening(text: str, span: Span) -> Span:
    return span


@lru_cache(maxsize=8)
def _readings(text: str) -> tuple[Reading, ...]:
    if "hisparse" not in text:
        return ()
    found = (embedded.read(text, block) for block in _blocks(text))
    return tuple(reading for reading in found if reading is not None)


def _source_lines(text: str) -> list[tuple[int, int, int]]:
    """(start, end of content, end with newline) of each line, split as markdown-it does."""
    lines, start = [], 0
    for match in _NEWLINE.finditer(text):
        lines.append((start, match.start(), match.end()))
        start = match.end()
    if start < len(text):
        lines.append((start, len(text), len(text)))
    return lines


def _blocks(text: str) -> Iterator[Block]:
    from markdown_it import MarkdownIt  # imported only for a file that may hold a launch

    source = _source_lines(text)
    for token in MarkdownIt("commonmark").parse(text):
        if token.type != "fence" or token.map is None or "hisparse" not in token.content:
            continue
        reading = _reading_for(token.info, token.content)
        lines = _content_lines(text, source, token.map[0] + 1, token.content)
        if reading is None or lines is None:
            continue
        indent = next(
            (
                text[line.start : line.start + line.prefix]
                for line in lines
                if _has_content(text, line)
            ),
            "",
        )
        if reading == "console" or (reading == "shell" and _prompted(text, lines)):
            yield Block("shell", _commands(text, lines), indent)
        else:
            yield Block(reading, lines, indent)


def _reading_for(info: str, content: str) -> str | None:
    words = info.split()
    language = words[0].strip("{}.").lower() if words else ""
    if not language:
        return "shell" if _UNTAGGED_LAUNCH.search(content) else None
    return LANGUAGES.get(language)


def _content_lines(
    text: str, source: list[tuple[int, int, int]], first: int, content: str
) -> tuple[Line, ...] | None:
    """The fence's content lines, each with what stands before its content in the file
    (None when a line's content is not its source's end: a tab markdown-it split)."""
    chunks = content.split("\n")
    if chunks[-1] == "":
        chunks.pop()  # the newline that ends the last line; absent at the end of the file
    lines = []
    for index, chunk in enumerate(chunks):
        start, content_end, end = source[first + index]
        written = text[start:content_end]
        if not written.endswith(chunk):
            return None
        lines.append(Line(start, end, len(written) - len(chunk)))
    return tuple(lines)


def _has_content(text: str, line: Line) -> bool:
    """Whether a line has content after its prefix (so its prefix is the block's indent)."""
    return bool(text[line.start + line.prefix : line.end].strip())


def _prompted(text: str, lines: tuple[Line, ...]) -> bool:
    """A shell block written as a session: its first line with content is a prompt."""
    first = next((line for line in lines if _has_content(text, line)), None)
    return first is not None and text.startswith(_PROMPT, first.start + first.prefix)


def _commands(text: str, lines: tuple[Line, ...]) -> tuple[Line, ...]:
    """The prompted lines without their `$ `, each with its continuation lines."""
    commands: list[Line] = []
    continued = False
    for line in lines:
        body = text[line.start + line.prefix : line.end]
        if continued:
            commands.append(line)
        elif body.startswith(_PROMPT):
            commands.append(Line(line.start, line.end, line.prefix + len(_PROMPT)))
        else:
            continue
        continued = body.rstrip("\r\n").endswith("\\")
    return tuple(commands)
