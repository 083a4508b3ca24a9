"""Words that `xargs` and GNU `parallel` fill in from their input, or a template.

`xargs -I{} CMD --x {}` and `parallel CMD --x {} ::: a b` run CMD with `{}`
replaced by each input item: a word holding the placeholder has a value the
tool cannot know. Without a placeholder both append the items as words.
`parallel`'s `:::` / `::::` and what follows are its input, not CMD's words.
A command written in a template (Jinja, Go templates, Helm: `--kv-cache-dtype
{{ kv_dtype }}`) is filled in by whatever renders it: the words from `{{` or `{%`
to the `}}` or `%}` that closes it are values the tool cannot know.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from hisparse_fix.formats.shell.words import Piece, Unread, dynamic
from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.sites import DYNAMIC, Token

_PARALLEL_PLACEHOLDER = re.compile(r"\{[0-9]*[./#%]*\}")
_PARALLEL_INPUTS = frozenset({":::", "::::", ":::+", "::::+"})
_XARGS_REPLACE = ("-I", "-i", "--replace")


def filled_in(wrappers: Sequence[Piece], words: Sequence[Piece]) -> list[Piece]:
    """`words` (the launch's, after the entry point) as `xargs`/`parallel` in
    `wrappers` run them: placeholders unknown, input words appended unknown."""
    for index, piece in enumerate(wrappers):
        base = piece.token.text.rsplit("/", 1)[-1]
        if base == "xargs":
            return _xargs(wrappers[index + 1 :], words, piece)
        if base == "parallel":
            return _parallel(words, piece)
    return list(words)


def templated(words: Sequence[Piece]) -> list[Piece]:
    """`words` with each template placeholder's words unknown (`{{ kv_dtype }}` is three
    words to bash, one value to the template)."""
    if not any(_OPENS.search(piece.token.text) for piece in words):
        return list(words)
    found: list[Piece] = []
    inside = False
    why = "a template placeholder, filled in by what renders the file"
    for piece in words:
        text = piece.token.text
        opens = _OPENS.search(text) is not None
        if inside and not opens:
            pass  # the rest of the placeholder: one value with its first word
        elif opens:
            found.append(_masked(piece, _WHOLE, why))
        else:
            found.append(piece)
        if opens:
            inside = True
        if inside and _CLOSES.search(text) and not text.rstrip().endswith(("{{", "{%")):
            inside = False
    return found


_OPENS = re.compile(r"\{\{|\{%")
_CLOSES = re.compile(r"\}\}|%\}")
_WHOLE = re.compile(r".+", re.DOTALL)


def _xargs(options: Sequence[Piece], words: Sequence[Piece], program: Piece) -> list[Piece]:
    replace_str = None
    for index, piece in enumerate(options):
        text = piece.token.text
        if text in {"-I"} and index + 1 < len(options):
            replace_str = options[index + 1].token.text
        elif text.startswith("-I") and len(text) > 2:
            replace_str = text[2:]
        elif text == "-i" or text == "--replace":
            replace_str = "{}"
        elif text.startswith(("-i", "--replace=")):
            replace_str = text.split("=", 1)[1] if "=" in text else text[2:]
    why = "`xargs` fills it in from its input"
    if not replace_str:
        return [*words, _appended(program, "it appends words from its input")]
    return [_masked(piece, re.compile(re.escape(replace_str)), why) for piece in words]


def _parallel(words: Sequence[Piece], program: Piece) -> list[Piece]:
    why = "`parallel` fills it in from its input"
    kept: list[Piece] = []
    for piece in words:
        if piece.token.text in _PARALLEL_INPUTS:
            break
        kept.append(piece)
    if not any(_PARALLEL_PLACEHOLDER.search(piece.token.text) for piece in kept):
        return [*kept, _appended(program, "it appends words from its input")]
    return [_masked(piece, _PARALLEL_PLACEHOLDER, why) for piece in kept]


def _masked(piece: Piece, placeholder: re.Pattern[str], why: str) -> Piece:
    """The word with each placeholder an unknown part (`--x={}`: `--x=` and a value)."""
    token = piece.token
    matches = list(placeholder.finditer(token.text))
    if not matches:
        return piece
    text, position = "", 0
    offsets: list[int] = []
    for match in matches:
        text += token.text[position : match.start()] + DYNAMIC
        offsets += [*token.offsets[position : match.start()], -1]
        position = match.end()
    text += token.text[position:]
    offsets += token.offsets[position:]
    masked = Token(text, token.span, tuple(offsets))
    return replace(piece, token=masked, unread=Unread(why))


def _appended(program: Piece, why: str) -> Piece:
    return Piece(dynamic(program.token.span), program.origin, unread=Unread(why))
