"""Markdown recipes: the launches in fenced code blocks, read by the adapter of their language.

markdown-it-py finds the fences as CommonMark does (backticks or tildes,
inside list items and block quotes, unclosed at the end); a block's lines
are its source lines without what the container adds in front (the list
item's indentation, `> `), so edits land in the block and nowhere else.
Prose, inline code and blocks in other languages are never read.

`bash`, `sh`, `shell`, `zsh` blocks are shell scripts; `console` blocks
(and shell blocks whose first line is a `$ ` prompt) are shell sessions, of
which only the prompted lines (`$ `, `(venv) $ `, `user@host:~$ `, and `# `
in a console block) and their `\\` continuations (`> ` PS2 prompt removed)
are commands; a line behind an unknown prompt that launches SGLang is noted;
`python`, `yaml`, `toml` and `dockerfile` blocks go to those adapters. An
untagged fence is read as shell when it holds an SGLang launch.

A README is usually run from the top, so a launch in a shell block is read
twice: by itself, and after the shell blocks above it as one script (a
variable or an `export` set earlier). These are two runs of the launch;
where they need different edits, consensus makes neither.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import replace
from functools import lru_cache

from hisparse_fix.formats import embedded
from hisparse_fix.formats.embedded import Block, Line, Reading
from hisparse_fix.formats.shell_view import UnwritableEditError
from hisparse_fix.formats.text_edits import apply_replacements
from hisparse_fix.sites import Edit, LaunchSite, Span, mentions_hisparse

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
_PROMPT = re.compile(
    r"(?:\([^()\s]*\)[ \t]*)?"  # a virtualenv or conda name: `(venv) `
    r"(?:\[[^\]\n]*\][ \t]*|[\w.-]+@[\w.-]+(?::[^\s$#%]*)?[ \t]*)?"  # `[u@h d]`, `u@h:~/x`
    r"([$%#])[ \t]"
)
_PS2 = "> "
_STRAY_LAUNCH = re.compile(
    r"\S{0,40}?[>$#%:\u276f\u279c\u03bb\u00bb][ \t]+"  # a prompt-like word, arrows and lambda too
    r"(?:\S*python[\d.]*[ \t]+-m[ \t]+sglang\.|sglang[ \t]+serve\b)"
)
"""A session line that starts with something like a prompt and then an SGLang launch."""
_UNKNOWN_PROMPT = "it starts with what looks like a prompt the tool does not know, or is output"
_SHARED_BLOCKS = 20
"""How many shell blocks above a launch are read with it as one script, at most."""
_AFTER_EARLIER = "when the shell blocks above it have run first"
_ALONE = "when its block runs by itself"


def find_sites(text: str) -> list[LaunchSite]:
    """Every launch in the file's fenced blocks, in source order."""
    return [site for reading in _readings(text) for site in reading.sites]


def apply(text: str, edits: Sequence[Edit]) -> str:
    """Each block's edits made by its adapter and written back into the block."""
    readings = _readings(text)
    mine: dict[int, list[Edit]] = {}
    for edit in edits:
        owner = _owner(readings, edit)
        if owner is None:
            raise UnwritableEditError(f"an edit at {edit.option.span} is in no code block")
        mine.setdefault(owner, []).append(edit)
    replacements = []
    for index, owned in mine.items():
        replacements += embedded.replacements(readings[index], owned)
    return apply_replacements(text, replacements, _no_widening)


def _owner(readings: Sequence[Reading], edit: Edit) -> int | None:
    """The reading that carries out an edit: of those whose launches read its option
    as the edit does, the one of fewest lines (a block read alone before the same
    block read after those above it), so that each edit is made once."""
    owners = [
        index
        for index, reading in enumerate(readings)
        if embedded.owns(reading, edit)
        and any(edit.option in site.options for site in reading.sites)
    ]
    return min(owners, key=lambda index: len(readings[index].block.lines), default=None)


def _no_widening(text: str, span: Span) -> Span:
    return span


@lru_cache(maxsize=8)
def _readings(text: str) -> tuple[Reading, ...]:
    if not mentions_hisparse(text):
        return ()
    readings: list[Reading] = []
    earlier: list[Block] = []
    for block, strays in _blocks(text):
        for stray in strays:
            readings += _present(embedded.unread(text, stray, _UNKNOWN_PROMPT))
        if block.adapter != "shell":
            readings += _present(embedded.read(text, block))
            continue
        alone = embedded.read(text, block, any_launch=True)
        after = _after(text, earlier[-_SHARED_BLOCKS:], block)
        if alone is not None and after is not None:
            alone = replace(alone, sites=tuple(replace(s, run=_ALONE) for s in alone.sites))
        readings += _present(alone) + _present(after)
        earlier.append(block)
    return tuple(readings)


def _present(reading: Reading | None) -> list[Reading]:
    return [] if reading is None else [reading]


def _after(text: str, earlier: Sequence[Block], block: Block) -> Reading | None:
    """The block's launches as run after the shell blocks above it, as a reader running
    the document from the top does: one more run of each launch, whose state (a
    variable, an `export`) may come from an earlier block. The block read alone is the
    other run; where the two need different edits, consensus edits neither."""
    if not earlier or not _UNTAGGED_LAUNCH.search(embedded.view_of(text, block)):
        return None
    lines = tuple(line for one in (*earlier, block) for line in one.lines)
    joined = Block("shell", lines, block.indent)
    reading = embedded.read(text, joined, quiet=True)
    if reading is None:
        return None
    start = block.lines[0].start
    sites = tuple(
        replace(site, run=_AFTER_EARLIER) for site in reading.sites if site.span.start >= start
    )
    return replace(reading, sites=sites) if sites else None


def _source_lines(text: str) -> list[tuple[int, int, int]]:
    """(start, end of content, end with newline) of each line, split as markdown-it does."""
    lines, start = [], 0
    for match in _NEWLINE.finditer(text):
        lines.append((start, match.start(), match.end()))
        start = match.end()
    if start < len(text):
        lines.append((start, len(text), len(text)))
    return lines


def _blocks(text: str) -> Iterator[tuple[Block, tuple[Block, ...]]]:
    """Each fenced block to read, with the lines of a session that look like a
    prompted launch behind a prompt the tool does not know (noted, not read)."""
    from markdown_it import MarkdownIt  # imported only for a file that may hold a launch

    source = _source_lines(text)
    for token in MarkdownIt("commonmark").parse(text):
        if token.type != "fence" or token.map is None:
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
            commands, strays = _session(text, lines, root=reading == "console")
            yield Block("shell", commands, indent), strays
        else:
            yield Block(reading, lines, indent), ()


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
    if first is None:
        return False
    return _prompt(text[first.start + first.prefix : first.end], root=False) is not None


def _prompt(body: str, *, root: bool) -> int | None:
    """The length of the prompt a session line starts with (`$ `, `(venv) $ `,
    `user@host:~/x$ `, and in a console block the root prompt `# `), or None."""
    match = _PROMPT.match(body)
    if match is None or (match.group(1) == "#" and not root):
        return None
    return match.end()


def _session(
    text: str, lines: tuple[Line, ...], *, root: bool
) -> tuple[tuple[Line, ...], tuple[Block, ...]]:
    """The commands of a session: prompted lines without their prompt, each with its
    `\\` continuations (without their `> ` PS2 prompt); and, as one-line blocks, the
    other lines that look like a prompted SGLang launch."""
    commands: list[Line] = []
    strays: list[Block] = []
    continued = False
    for line in lines:
        body = text[line.start + line.prefix : line.end]
        prompt = _prompt(body, root=root)
        if continued:
            ps2 = len(_PS2) if body.startswith(_PS2) else 0
            commands.append(Line(line.start, line.end, line.prefix + ps2))
        elif prompt is not None:
            commands.append(Line(line.start, line.end, line.prefix + prompt))
        else:
            if _STRAY_LAUNCH.match(body) and "hisparse" in body:
                strays.append(Block("shell", (line,)))
            continue
        continued = body.rstrip("\r\n").endswith("\\")
    return tuple(commands), tuple(strays)
