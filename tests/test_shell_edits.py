"""The shell writer on plain text: an option removed with its blanks and a dangling `\\`,
and the edits it refuses to guess."""

from __future__ import annotations

import pytest

from hisparse_fix.formats.errors import UnwritableEditError
from hisparse_fix.formats.shell.edits import apply, removal_span
from hisparse_fix.vocabulary.sites import Edit, EditKind, Option, Span


def _option(text: str, words: str, *parts: tuple[int, int]) -> Option:
    start = text.index(words)
    span = Span(start, start + len(words))
    pieces = tuple(Span(*part) for part in parts) or (span,)
    return Option(words.split()[0].lstrip("-"), None, span, parts=pieces)


def _removed(text: str, words: str) -> str:
    start = text.index(words)
    span = removal_span(text, Span(start, start + len(words)))
    return text[: span.start] + text[span.end :]


def test_a_removed_option_takes_its_blanks_and_its_line_when_alone() -> None:
    assert _removed("run --a --b x\n", "--b x") == "run --a\n"
    assert _removed("run --a \\\n  --b x \\\n  --c\n", "--b x") == "run --a \\\n  --c\n"
    assert _removed("run --a \\\r\n  --b x\r\n", "--b x") == "run --a\r\n"
    assert _removed("run --a \\\n  --b x\n", "--b x") == "run --a\n"


def test_an_option_whose_words_touch_is_removed_whole() -> None:
    text = "run --tp 8 --kv=fp8\n"
    start = text.index("--kv")
    option = _option(text, "--kv=fp8", (start, start + 5), (start + 5, start + 8))
    assert apply(text, [Edit(EditKind.REMOVE, option)]) == "run --tp 8\n"


def test_an_option_written_in_two_places_is_not_removed() -> None:
    text = 'V=fp8\nrun --kv "$V"\n'
    option = _option(text, '--kv "$V"', (2, 5), (text.index("--kv"), text.index("--kv") + 4))
    with pytest.raises(UnwritableEditError, match="written in two places"):
        apply(text, [Edit(EditKind.REMOVE, option)])


def test_nothing_is_added_after_an_option_that_is_removed() -> None:
    text = "run --a --b\n"
    anchor = _option(text, "--b")
    edits = [Edit(EditKind.REMOVE, anchor), Edit(EditKind.ADD, anchor, None, "c")]
    with pytest.raises(UnwritableEditError, match="added after one removed"):
        apply(text, edits)
