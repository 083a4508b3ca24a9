"""Markdown recipes: the launches in fenced code blocks, read by the adapter of their language.

markdown-it-py finds the fences as CommonMark does (backticks or tildes,
inside list items and block quotes, unclosed at the end); a block's lines
are its source lines without what the container adds in front (the list
item's indentation, `> `), so edits land in the block and nowhere else.
Prose, inline code and blocks in other languages are never read. MDX files
are read the same way; a MyST directive (` ```{code-block} bash `) names its
language after it (its `:option:` lines are not code), and the content of an
MkDocs content tab or admonition (`=== "Tab"`, `!!! note`, indented by four
spaces) is read as Markdown again.

`bash`, `sh`, `shell`, `zsh` blocks are shell scripts; `console` blocks
(and shell blocks whose first line is a `$ ` prompt) are shell sessions and
`pycon` blocks (and Python blocks whose first line is a `>>> ` prompt)
Python sessions, of which only the prompted lines are commands
(`markdown_sessions`); `python`, `yaml`, `toml` and `dockerfile` blocks go
to those adapters. An untagged fence is read as shell when it holds an
SGLang launch.

A block introduced as what not to run ("Before:", "Wrong:", "This fails:")
is not read, nor a session command whose output shows SGLang's error.

A README is usually run from the top, so a launch in a shell (or Python)
block is read twice: by itself, and after the blocks of its language above
it in its own section and the sections around it (not a sibling section:
those are often alternatives) as one script or program. These are two runs
of the launch; where they need different edits, consensus makes neither. A
launch under a heading that names another platform than CUDA ("On AMD
MI300X") is not judged: a warning names the heading.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator, Sequence
from functools import lru_cache
from typing import Any, NamedTuple

from hisparse_fix.formats import FORMATS, embedded
from hisparse_fix.formats.embedded import Block, Line, Reading
from hisparse_fix.formats.errors import UnwritableEditError
from hisparse_fix.formats.markdown.context import (
    TAB_LEVEL,
    Heading,
    Section,
    counter_example,
    failure_in_comments,
    for_older_releases,
    heading_stack,
    intro,
    platform_heading,
    shown_failing,
    visible,
)
from hisparse_fix.formats.markdown.heredocs import config_notes, written_configs
from hisparse_fix.formats.markdown.sessions import (
    python_prompt,
    python_session,
    shell_prompt,
    shell_session,
)
from hisparse_fix.formats.text_edits import apply_replacements
from hisparse_fix.sglang.entry_points import IN_TEXT
from hisparse_fix.sglang.matrix import GPU_PLATFORMS
from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.scope import every_launch, may_hold_launch, mentions_hisparse
from hisparse_fix.vocabulary.sites import Edit, LaunchSite, Note, Option, Span

SESSIONS = {
    "console": "console",
    "shell-session": "console",
    "pycon": "pycon",
    "python-console": "pycon",
}
"""Fence languages of an interactive session (prompts, output) -> the reading."""
LANGUAGES = {
    **{language: fmt.name for fmt in FORMATS for language in fmt.fences},
    **SESSIONS,
}
"""A fence's language (first word of its info string, lowercased) -> the reading: the
format whose record lists it in `fences`, or a session."""

_MYST_DIRECTIVES = frozenset({"{code-block}", "{code}", "{sourcecode}", "{code-cell}"})
"""MyST directives whose argument is the language: ` ```{code-block} bash `."""
_MYST_OPTION = re.compile(r"[ \t]*:[\w-]+:")
_NESTED = re.compile(r"(?:===|!!!|\?\?\?\+?)[ \t]")
"""An MkDocs content tab or admonition, whose content is Markdown indented by 4."""
_TAB = re.compile(r"===[ \t]+(?P<q>[\"']?)(?P<label>.*?)(?P=q)[ \t]*$")
_MYST_TAB = re.compile(r"\s*\{tab(?:-item)?\}")
"""A MyST (sphinx-design) tab: `:::{tab-item} AMD`."""
_NEWLINE = re.compile(r"\r\n?|\n")
_UNKNOWN_PROMPT = "it starts with what looks like a prompt the tool does not know, or is output"
_SHARED = frozenset({"shell", "python"})
"""Languages whose blocks run one after another as one script or program."""
_SHARED_BLOCKS = 20
"""How many blocks above a launch are read with it as one script, at most."""
_AFTER_EARLIER = "when the {} blocks above it have run first"
_ALONE = "when its block runs by itself"
_KIND = {"shell": "shell", "python": "Python"}


class _Fence(NamedTuple):
    """A block to read, with the session lines that look like launches behind an unknown
    prompt (`strays`), the section it is in and whether it shows what not to run."""

    block: Block
    strays: tuple[Block, ...]
    section: Section
    example: bool
    unread: str = ""
    """Why the block is not read as a script (an indented code block, a JSX component):
    a launch with HiSparse in it is reported, never edited."""


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
            raise UnwritableEditError("an edit is in no code block", at=edit.option.span.start)
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
        if embedded.owns(reading, edit) and any(_reads(site, edit.option) for site in reading.sites)
    ]
    return min(owners, key=lambda index: len(readings[index].block.lines), default=None)


def _reads(site: LaunchSite, option: Option) -> bool:
    """Whether the site reads the option an edit names, as an earlier fix may have left
    it (HSF008's rename before HSF003 drops the renamed flag): the same written text."""
    return any(
        (mine.span, mine.value_span, mine.value) == (option.span, option.value_span, option.value)
        for mine in site.options
    )


def _no_widening(text: str, span: Span) -> Span:
    return span


def _readings(text: str) -> tuple[Reading, ...]:
    return _readings_in_scope(text, every_launch())


@lru_cache(maxsize=8)
def _readings_in_scope(text: str, every: bool) -> tuple[Reading, ...]:
    """The blocks' readings, keyed by the scope (`every`: `--scope all` reads blocks
    that launch SGLang without HiSparse)."""
    if not may_hold_launch(text):
        return ()
    readings: list[Reading] = []
    earlier: list[_Fence] = []
    every = _fences(text)
    for fence in every:
        if fence.unread and not fence.example:
            readings += _present(embedded.unread(text, fence.block, fence.unread))
    fences = [fence for fence in every if not fence.example and not fence.unread]
    configs = written_configs(text, [fence.block for fence in every if not fence.unread])
    for index, fence in enumerate(fences):
        found = [
            reading
            for stray in fence.strays
            for reading in _present(embedded.unread(text, stray, _UNKNOWN_PROMPT))
        ]
        found += _read(text, fence, earlier, fences[index + 1 :])
        earlier.append(fence)
        readings += [
            _judged(text, fence, config_notes(text, reading, configs)) for reading in found
        ]
    return tuple(readings)


def _read(
    text: str, fence: _Fence, earlier: Sequence[_Fence], later: Sequence[_Fence]
) -> list[Reading]:
    """The block read by itself and, for a shell or Python block, after those above it
    (and before those below it, which may read what its launches read)."""
    block = fence.block
    if block.adapter not in _SHARED:
        return _present(embedded.read(text, block))
    above = [
        one.block
        for one in earlier
        if one.block.adapter == block.adapter and visible(one.section, fence.section)
    ]
    below = [
        one.block
        for one in later
        if one.block.adapter == block.adapter and visible(fence.section, one.section)
    ]
    alone = embedded.read(text, block, any_launch=block.adapter == "shell")
    after = _after(text, above[-_SHARED_BLOCKS:], block, below[:_SHARED_BLOCKS])
    if alone is not None and after is not None:
        alone = replace(alone, sites=tuple(replace(s, run=_ALONE) for s in alone.sites))
    return _present(alone) + _present(after)


def _present(reading: Reading | None) -> list[Reading]:
    return [] if reading is None else [reading]


def _after(
    text: str, earlier: Sequence[Block], block: Block, later: Sequence[Block] = ()
) -> Reading | None:
    """The block's launches as run after the blocks above it, as a reader running the
    document from the top does: one more run of each launch, whose state (a variable,
    an `export`, a dict) may come from an earlier block. The block read alone is the
    other run; where the two need different edits, consensus edits neither. A launch
    without HiSparse is read too: it reads the earlier blocks' text as well."""
    if not earlier or not embedded.LAUNCH.search(embedded.view_of(text, block)):
        return None
    if block.adapter == "python":  # a sketch that does not parse is not run before
        earlier = [one for one in earlier if _parses(text, one)]
    if block.adapter == "python":
        later = [one for one in later if _parses(text, one)]
    lines = tuple(line for one in (*earlier, block, *later) for line in one.lines)
    joined = Block(block.adapter, lines, block.indent)
    reading = embedded.read(text, joined, any_launch=True, quiet=True)
    if reading is None:
        return None
    start, end = block.lines[0].start, block.lines[-1].end
    run = _AFTER_EARLIER.format(_KIND[block.adapter])
    sites = tuple(
        replace(site, run=run) for site in reading.sites if start <= site.span.start < end
    )
    return replace(reading, sites=sites) if sites else None


def _parses(text: str, block: Block) -> bool:
    """Whether a Python block is a program (not a sketch with `...` or a half call)."""
    try:
        ast.parse(embedded.view_of(text, block))
    except (SyntaxError, ValueError):
        return False
    return True


def _judged(text: str, fence: _Fence, reading: Reading) -> Reading:
    """A launch under a heading that names a platform other than CUDA, which does not say
    its platform itself, is not judged as CUDA: under a ROCm heading it is a ROCm run;
    under an off-GPU one, an open site with a warning instead."""
    found = platform_heading(fence.section)
    if found is None or found[1] == "cuda":
        return reading
    heading, platform = found
    sites = tuple(_not_judged(site, heading, platform) for site in reading.sites)
    return replace(reading, sites=sites)


def _not_judged(site: LaunchSite, heading: Heading, platform: str) -> LaunchSite:
    if site.last("device") is not None or "SGLANG_USE_CPU_ENGINE" in site.env:
        return site
    flag = site.last("enable-hisparse")
    if flag is None:
        return site
    where = "tab" if heading.tab else "heading"
    if platform in GPU_PLATFORMS:  # a ROCm section: judged as a ROCm run
        run = f"{site.run} on {platform} (under the {where} `{heading.text}`, line {heading.line})"
        return replace(site, platform=platform, run=run.strip())
    message = (
        f"this launch is under the {where} `{heading.text}` (line {heading.line}), which "
        f"names the {platform} platform: it is not judged or edited for the tool's "
        "--platform; check it by hand"
    )
    note = Note(flag.span, message)
    return replace(site, options=(), open=True, notes=(*site.notes, note), partial=True)


def _source_lines(text: str) -> list[tuple[int, int, int]]:
    """(start, end of content, end with newline) of each line, split as markdown-it does."""
    lines, start = [], 0
    for match in _NEWLINE.finditer(text):
        lines.append((start, match.start(), match.end()))
        start = match.end()
    if start < len(text):
        lines.append((start, len(text), len(text)))
    return lines


@lru_cache(maxsize=8)
def _fences(text: str) -> tuple[_Fence, ...]:
    """Each fenced block to read, in file order."""
    from markdown_it import MarkdownIt  # imported only for a file that may hold a launch
    from mdit_py_plugins.colon_fence import colon_fence_plugin

    parser = MarkdownIt("commonmark").use(colon_fence_plugin)  # MyST's `:::{code-block} bash`
    return tuple(_walk(text, _source_lines(text), parser, parser.parse(text), 0, ()))


def _walk(
    text: str,
    source: list[tuple[int, int, int]],
    parser: Any,
    tokens: Sequence[Any],
    offset: int,
    section: Section,
    base: int = 0,
) -> Iterator[_Fence]:
    """The fences of `tokens` (parsed from the lines from `offset` on), with the section
    each is in; an MkDocs tab or admonition's indented content is parsed again (the
    headings in a tab are under it: their levels start at `base`)."""
    for index, token in enumerate(tokens):
        if token.map is None:
            continue
        if token.type == "heading_open":
            level = base + int(token.tag[1:])
            heading = Heading(offset + token.map[0] + 1, level, tokens[index + 1].content)
            section = heading_stack(section, heading)
        elif token.type in ("html_block", "inline"):
            section = _tab_markup(section, token.content, offset + token.map[0] + 1, base)
            if token.type == "html_block" and _CODE_MARKUP.search(token.content):
                yield from _unread_block(text, source, token, offset, section, _IN_MARKUP)
        elif token.type == "code_block":
            label, line = intro(tokens, index)
            if not _NESTED.match(label):
                yield from _unread_block(text, source, token, offset, section, _INDENTED)
                continue
            tab = _TAB.match(label)
            inner, level = section, base
            if tab is not None:
                level = base + TAB_LEVEL
                tab_heading = Heading(offset + line + 1, level, tab["label"], tab=True)
                inner = heading_stack(section, tab_heading)
            nested = parser.parse(token.content)
            shown = counter_example(label)
            for fence in _walk(text, source, parser, nested, offset + token.map[0], inner, level):
                yield replace(fence, example=True) if shown else fence
        elif token.type == "colon_fence" and _reading_for(token.info, token.content) is None:
            # A MyST directive that holds Markdown (`:::{note}`): its blocks are read, as
            # what not to run under a title that says so (`:::{danger} Refused by SGLang`).
            nested = parser.parse(token.content)
            title = token.info.split("}", 1)[-1]
            shown = counter_example(title)
            start = offset + token.map[0] + 1
            inner, level = section, base
            if _MYST_TAB.match(token.info):
                # sphinx-design's `:::{tab-item} AMD`: a tab named by its title, as an
                # MkDocs content tab is (a platform it names holds for its launches).
                level = base + TAB_LEVEL
                inner = heading_stack(section, Heading(start, level, title.strip(), tab=True))
            for fence in _walk(text, source, parser, nested, start, inner, level):
                yield replace(fence, example=True) if shown else fence
        elif token.type in ("fence", "colon_fence"):
            if _in_jsx_comment(text, offset + token.map[0]):
                continue  # MDX's `{/* ... */}`: a block commented out is not rendered
            fence = _fence(text, source, token, offset, section)
            if fence is not None:
                first = token.content.split("\n", 1)[0].strip()
                labelled = first.startswith("#") and counter_example(first.lstrip("#"))
                example = labelled or counter_example(intro(tokens, index)[0])
                example = example or shown_failing(tokens, index) or for_older_releases(section)
                example = example or failure_in_comments(token.content)
                yield replace(fence, example=example)


_JSX_COMMENT = re.compile(r"\{/\*.*?\*/\}", re.DOTALL)
"""MDX's comment, `{/* ... */}`: what it holds is not rendered."""


def _in_jsx_comment(text: str, line: int) -> bool:
    """Whether the 0-based `line` of `text` lies inside an MDX comment."""
    comments = _jsx_comment_lines(text)
    return any(first <= line <= last for first, last in comments)


@lru_cache(maxsize=8)
def _jsx_comment_lines(text: str) -> tuple[tuple[int, int], ...]:
    if "{/*" not in text:
        return ()
    return tuple(
        (text.count("\n", 0, match.start()), text.count("\n", 0, match.end()))
        for match in _JSX_COMMENT.finditer(text)
    )


_TAB_MARKUP = re.compile(
    r"<TabItem\b(?P<attributes>[^>]*)>|</TabItem\s*>"
    r"|\{\{[<%]\s*tab\s+(?:name\s*=\s*)?(?P<q>[\"'])(?P<title>[^\"']*)(?P=q)[^}]*[>%]\}\}"
    r"|\{\{[<%]\s*/tab\s*[>%]\}\}",
    re.IGNORECASE,
)
"""Tabs written as markup: MDX's `<TabItem label="AMD">` ... `</TabItem>`, Hugo's
`{{< tab "AMD MI300X" >}}` ... `{{< /tab >}}`."""
_JSX_LABEL = re.compile(r"""\b(?:label|value)\s*=\s*(?:"([^"]*)"|'([^']*)'|\{["'`]([^"'`]*))""")


def _tab_markup(section: Section, text: str, line: int, base: int) -> Section:
    """The section after markup that opens or closes a tab (MDX, Hugo): a tab is a
    section of its own, named by its label, as an MkDocs content tab is."""
    level = base + TAB_LEVEL
    for match in _TAB_MARKUP.finditer(text):
        section = tuple(heading for heading in section if heading.level < level)
        labels = [match["title"]] if match["title"] is not None else []
        if match["attributes"] is not None:
            labels = [
                next(group for group in found.groups() if group is not None)
                for found in _JSX_LABEL.finditer(match["attributes"])
            ]
        if labels:
            at = line + text.count("\n", 0, match.start())
            tab = Heading(at, level, " ".join(reversed(labels)), tab=True)
            section = heading_stack(section, tab)
    return section


_INDENTED = "an indented code block: not read as a script, since it may be output"
_IN_MARKUP = "a code component or HTML element: not read as a script"
_CODE_MARKUP = re.compile(r"<(?:CodeBlock|pre|code)\b")
"""JSX and HTML that hold code (`<CodeBlock>{`...`}</CodeBlock>`, `<pre>`)."""


def _unread_block(
    text: str,
    source: list[tuple[int, int, int]],
    token: Any,
    offset: int,
    section: Section,
    why: str,
) -> Iterator[_Fence]:
    """A block the tool sees but does not read: a launch with HiSparse in it is reported."""
    if not (mentions_hisparse(token.content) and IN_TEXT.search(token.content)):
        return
    lines = _content_lines(text, source, offset + token.map[0], token.content)
    if lines is not None:
        example = for_older_releases(section)
        yield _Fence(Block("shell", lines), (), section, example, unread=why)


def _fence(
    text: str, source: list[tuple[int, int, int]], token: Any, offset: int, section: Section
) -> _Fence | None:
    reading = _reading_for(token.info, token.content)
    lines = _content_lines(text, source, offset + token.map[0] + 1, token.content)
    if reading is None or lines is None:
        return None
    if _myst(token.info):
        lines = _without_options(text, lines)
    indent = next(
        (text[line.start : line.start + line.prefix] for line in lines if _has_content(text, line)),
        "",
    )
    strays: tuple[Line, ...] = ()
    if reading == "console" or (reading == "shell" and _prompted(text, lines)):
        lines, strays = shell_session(text, lines, root=reading == "console")
        reading = "shell"
    elif reading == "pycon" or (reading == "python" and _python_prompted(text, lines)):
        lines, reading = python_session(text, lines), "python"
    stray_blocks = tuple(Block("shell", (line,)) for line in strays)
    block = Block(reading, lines, indent, placeholders=reading == "shell")
    return _Fence(block, stray_blocks, section, False)


def _myst(info: str) -> bool:
    words = info.split()
    return bool(words) and words[0].lower() in _MYST_DIRECTIVES


def _reading_for(info: str, content: str) -> str | None:
    words = info.split()
    if _myst(info):
        words = words[1:]
    language = words[0].strip("{}.").lower() if words else ""
    if not language:
        return "shell" if IN_TEXT.search(content) else None
    return LANGUAGES.get(language)


def _without_options(text: str, lines: tuple[Line, ...]) -> tuple[Line, ...]:
    """A MyST directive's lines without the `:option: value` lines it starts with."""
    at = 0
    while at < len(lines) and _MYST_OPTION.match(text, lines[at].start + lines[at].prefix):
        at += 1
    return lines[at:]


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


def _first_body(text: str, lines: tuple[Line, ...]) -> str | None:
    first = next((line for line in lines if _has_content(text, line)), None)
    return None if first is None else text[first.start + first.prefix : first.end]


def _prompted(text: str, lines: tuple[Line, ...]) -> bool:
    """A shell block written as a session: its first line with content is a prompt."""
    body = _first_body(text, lines)
    return body is not None and shell_prompt(body, root=False) is not None


def _python_prompted(text: str, lines: tuple[Line, ...]) -> bool:
    """A Python block written as a session: its first line with content is `>>> `."""
    body = _first_body(text, lines)
    return body is not None and body.startswith(">>>") and python_prompt(body) is not None
