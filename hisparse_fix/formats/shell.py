"""Shell launch scripts, read with tree-sitter-bash.

A site is a simple command that runs `sglang.launch_server` (`python3 -m
...`, `"$PY" -m ...`, `docker run ... IMAGE python3 -m ...`) or `sglang
serve`, with the bash arrays it expands spliced in where they are written;
or an array holding `--enable-hisparse` that no launch in the file expands.
Only the words after the entry point are SGLang's options.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from functools import cache, partial

import tree_sitter_bash
from tree_sitter import Language, Node, Parser

from hisparse_fix.argv import entry_point, has_unresolved_words, parse_options
from hisparse_fix.formats.errors import ParseError
from hisparse_fix.formats.offsets import CharOffsets
from hisparse_fix.formats.text_edits import Replacement, apply_replacements, dedupe_edits
from hisparse_fix.sites import DYNAMIC, Edit, EditKind, LaunchSite, Span, Token

NAME = "shell"
SUFFIXES = (".sh", ".bash")
SHEBANG = re.compile(r"#!\s*\S*\b(?:env\s+(?:-\S+\s+)*)?(?:ba|z|k|da)?sh\b")

_DYNAMIC_NODES = frozenset(
    {
        "simple_expansion",
        "expansion",
        "command_substitution",
        "arithmetic_expansion",
        "process_substitution",
    }
)
_ASSIGNMENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*=")
_DOUBLE_QUOTE_ESCAPES = frozenset('$`"\\\n')


@cache
def _parser() -> Parser:
    return Parser(Language(tree_sitter_bash.language()))


class _Source:
    """The text with its UTF-8 bytes, converting tree-sitter byte offsets to characters."""

    def __init__(self, text: str) -> None:
        self.text = text
        self._offsets = CharOffsets(text)
        self.data = self._offsets.data

    def char(self, byte_offset: int) -> int:
        return self._offsets.char(byte_offset)

    def span(self, node: Node) -> Span:
        return Span(self.char(node.start_byte), self.char(node.end_byte))

    def slice(self, node: Node) -> str:
        span = self.span(node)
        return self.text[span.start : span.end]


@dataclass
class _Word:
    """A command word: a token, or the expansion of a bash array by name."""

    token: Token
    splice: str | None = None


@dataclass
class _Array:
    name: str
    span: Span
    words: list[_Word]
    used: bool = False


@dataclass
class _Scan:
    source: _Source
    arrays: dict[str, list[_Array]] = field(default_factory=dict)
    exports: list[tuple[int, str, str]] = field(default_factory=list)
    commands: list[Node] = field(default_factory=list)


def find_sites(text: str) -> list[LaunchSite]:
    """Every SGLang launch in a shell script, in source order."""
    scan = _scan(text)
    sites = []
    for command in scan.commands:
        site = _command_site(scan, command)
        if site is not None:
            sites.append(site)
    for arrays in scan.arrays.values():
        for array in arrays:
            if not array.used:
                site = _fragment_site(scan, array)
                if site is not None:
                    sites.append(site)
    return sorted(sites, key=lambda site: site.span)


def apply(text: str, edits: Sequence[Edit]) -> str:
    """Carry out edits the way a person would by hand.

    A value changes in place inside its quotes. A removed option takes its
    whole line when it stands alone on a continued line (and the `\\` before
    it when it was the last line), else one adjacent run of blanks.
    """
    replacements = []
    for edit in dedupe_edits(edits):
        if edit.kind is EditKind.SET_VALUE:
            assert edit.option.value_span is not None and edit.value is not None
            replacements.append(Replacement(edit.option.value_span, edit.value))
        else:
            parts = edit.option.parts
            replacements.append(Replacement(Span(parts[0].start, parts[-1].end), None))
    return apply_replacements(text, replacements, _removal_span)


def _removal_span(text: str, span: Span) -> Span:
    """What to delete, around an option at `span`, so no blank or dangling `\\` is left."""
    line_start = text.rfind("\n", 0, span.start) + 1
    line_end = text.find("\n", span.end)
    line_end = len(text) if line_end < 0 else line_end
    before = text[line_start : span.start]
    after = text[span.end : line_end].rstrip("\r")
    continued = re.fullmatch(r"[ \t]*\\[ \t]*", after) is not None
    ends_line = re.fullmatch(r"[ \t]*(#.*)?", after) is not None
    if not before.strip() and (continued or ends_line):
        next_line = min(line_end + 1, len(text))
        if continued:
            return Span(line_start, next_line)
        previous = text[: max(line_start - 1, 0)].rstrip("\r")
        if line_start > 0 and previous.endswith("\\"):
            backslash = len(previous) - 1
            blanks = len(previous[:backslash]) - len(previous[:backslash].rstrip(" \t"))
            content_end = line_end - 1 if text[line_end - 1 : line_end] == "\r" else line_end
            return Span(backslash - blanks, content_end)
        return Span(line_start, next_line)
    trailing = len(after) - len(after.lstrip(" \t"))
    if trailing and not (continued or ends_line):
        return Span(span.start, span.end + trailing)
    leading = len(before) - len(before.rstrip(" \t"))
    return Span(span.start - leading, span.end)


def _scan(text: str) -> _Scan:
    source = _Source(text)
    tree = _parser().parse(source.data)
    error = _first_error(tree.root_node)
    if error is not None:
        line, column = error.start_point
        snippet = source.slice(error).split("\n", 1)[0][:40]
        problem = "missing " + error.type if error.is_missing else f"unexpected `{snippet}`"
        raise ParseError(line + 1, column + 1, f"could not parse shell: {problem}")
    scan = _Scan(source)
    for node in _walk(tree.root_node):
        if node.type == "command":
            scan.commands.append(node)
        elif node.type == "variable_assignment":
            _record_assignment(scan, node)
    return scan


def _walk(node: Node) -> Iterator[Node]:
    stack = [node]
    while stack:
        current = stack.pop()
        yield current
        stack.extend(reversed(current.children))


_STATEMENTS = frozenset(
    {
        "command",
        "comment",
        "declaration_command",
        "function_definition",
        "list",
        "pipeline",
        "redirected_statement",
        "subshell",
        "variable_assignment",
    }
)


def _first_error(node: Node) -> Node | None:
    """Where parsing went wrong: a missing token, else the first piece of an
    error node that is not a complete statement (tree-sitter folds the valid
    statements before the problem into the same error node)."""
    if not node.has_error:
        return None
    for current in _walk(node):
        if current.is_missing:
            return current
        if current.type == "ERROR":
            for child in current.children:
                if child.type not in _STATEMENTS or child.has_error:
                    return _first_error(child) or child
            return current
    return node


def _record_assignment(scan: _Scan, node: Node) -> None:
    name_node = node.child_by_field_name("name")
    value = node.child_by_field_name("value")
    if name_node is None or value is None:
        return
    name = scan.source.slice(name_node)
    if value.type == "array":
        words = [_word(scan.source, child) for child in value.named_children]
        words = [word for word in words if word is not None]
        array = _Array(name, scan.source.span(node), words)
        scan.arrays.setdefault(name, []).append(array)
        return
    parent = node.parent
    if parent is not None and parent.type == "declaration_command":
        token = _token(scan.source, value)
        if not token.dynamic:
            scan.exports.append((scan.source.span(node).start, name, token.text))


def _word(source: _Source, node: Node) -> _Word | None:
    if node.type in {"comment", "file_redirect", "heredoc_redirect", "herestring_redirect"}:
        return None
    return _Word(_token(source, node), _array_expansion(source, node))


def _array_expansion(source: _Source, node: Node) -> str | None:
    """`NAME` for `"${NAME[@]}"` or `${NAME[@]}`, else None."""
    if node.type == "string" and node.named_child_count == 1:
        node = node.named_children[0]
    if node.type != "expansion" or node.named_child_count != 1:
        return None
    subscript = node.named_children[0]
    if subscript.type != "subscript":
        return None
    name = subscript.child_by_field_name("name")
    index = subscript.child_by_field_name("index")
    if name is None or index is None or source.slice(index) not in {"@", "*"}:
        return None
    return source.slice(name)


def _token(source: _Source, node: Node) -> Token:
    chars: list[str] = []
    offsets: list[int] = []
    _collect(source, node, chars, offsets)
    return Token("".join(chars), source.span(node), tuple(offsets))


def _collect(source: _Source, node: Node, chars: list[str], offsets: list[int]) -> None:
    span = source.span(node)
    kind = node.type
    if kind in {"word", "number"}:
        _unescape(source.text, span.start, span.end, chars, offsets, escapes=None)
    elif kind == "raw_string":
        for index in range(span.start + 1, span.end - 1):
            chars.append(source.text[index])
            offsets.append(index)
    elif kind in {"string", "translated_string"}:
        _collect_double_quoted(source, node, chars, offsets)
    elif kind == "concatenation":
        for child in node.children:
            _collect(source, child, chars, offsets)
    else:
        chars.append(DYNAMIC)
        offsets.append(-1)


def _collect_double_quoted(
    source: _Source, node: Node, chars: list[str], offsets: list[int]
) -> None:
    span = source.span(node)
    start = source.text.index('"', span.start) + 1
    end = span.end - 1
    position = start
    for child in node.named_children:
        if child.type not in _DYNAMIC_NODES:
            continue
        child_span = source.span(child)
        _unescape(source.text, position, child_span.start, chars, offsets, _DOUBLE_QUOTE_ESCAPES)
        chars.append(DYNAMIC)
        offsets.append(-1)
        position = child_span.end
    _unescape(source.text, position, end, chars, offsets, _DOUBLE_QUOTE_ESCAPES)


def _unescape(
    text: str,
    start: int,
    end: int,
    chars: list[str],
    offsets: list[int],
    escapes: frozenset[str] | None,
) -> None:
    """Shell backslash removal; `escapes` limits which characters it applies to."""
    index = start
    while index < end:
        char = text[index]
        following = text[index + 1] if index + 1 < end else ""
        if char == "\\" and following and (escapes is None or following in escapes):
            if following != "\n":
                chars.append(following)
                offsets.append(index + 1)
            index += 2
            continue
        chars.append(char)
        offsets.append(index)
        index += 1


def _command_words(scan: _Scan, node: Node) -> tuple[list[tuple[str, str]], list[_Word]]:
    env: list[tuple[str, str]] = []
    words: list[_Word] = []
    for child in node.children:
        if child.type == "variable_assignment":
            name = child.child_by_field_name("name")
            value = child.child_by_field_name("value")
            text = "" if value is None else _token(scan.source, value).text
            if name is not None:
                env.append((scan.source.slice(name), text))
        elif child.is_named:
            parts = child.children if child.type == "command_name" else [child]
            words.extend(word for word in map(partial(_word, scan.source), parts) if word)
    return env, words


def _splice(
    scan: _Scan, words: list[_Word], before: int, seen: frozenset[str], used: list[_Array]
) -> list[_Word]:
    """Replace `"${NAME[@]}"` by the words of the arrays of that name in the file.

    The arrays assigned before the command count, with every `+=` (an append
    under an `if` may run); an array only assigned later counts whole. The
    arrays read are added to `used`.
    """
    spliced: list[_Word] = []
    for word in words:
        arrays = scan.arrays.get(word.splice or "", [])
        if not arrays or word.splice in seen:
            spliced.append(word)
            continue
        earlier = [array for array in arrays if array.span.start < before] or arrays
        for array in earlier:
            used.append(array)
            inner = seen | {array.name}
            spliced.extend(_splice(scan, array.words, array.span.start, inner, used))
    return spliced


def _command_site(scan: _Scan, node: Node) -> LaunchSite | None:
    env, words = _command_words(scan, node)
    if not words:
        return None
    used: list[_Array] = []
    words = _splice(scan, words, scan.source.span(node).start, frozenset(), used)
    tokens = [word.token for word in words]
    entry = entry_point(tokens)
    if entry is None:
        return None
    for array in used:
        array.used = True
    env_before = [
        tuple(token.text.split("=", 1))
        for token in tokens[:entry]
        if _ASSIGNMENT.match(token.text) and not token.dynamic
    ]
    span = scan.source.span(node)
    exported = [(name, value) for start, name, value in scan.exports if start < span.start]
    return _site(words[entry:], span, dict(exported + env + env_before), open_=False)


def _fragment_site(scan: _Scan, array: _Array) -> LaunchSite | None:
    words = _splice(scan, array.words, array.span.start, frozenset({array.name}), [])
    tokens = [word.token for word in words]
    if not any(token.text == "--enable-hisparse" for token in tokens):
        return None
    entry = entry_point(tokens) or 0
    return _site(words[entry:], array.span, {}, open_=True)


def _site(words: list[_Word], span: Span, env: dict[str, str], open_: bool) -> LaunchSite:
    tokens = [word.token for word in words]
    options = tuple(parse_options(tokens))
    return LaunchSite(options, span, env=env, open=open_ or has_unresolved_words(tokens, options))
