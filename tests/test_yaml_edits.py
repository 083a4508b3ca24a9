"""The YAML writer's pieces on plain text: how a value is written (bare, plain or
quoted in the style it had) and what a removal takes with it (its line, a comma)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from hisparse_fix.formats.yaml.edits import (
    item_removal,
    line_removal,
    plain_or_quoted,
    quoted,
    scalar_value,
)
from hisparse_fix.vocabulary.sites import Span


def test_a_quoted_value_escapes_in_the_style_of_its_quote() -> None:
    assert quoted("it's", "'") == "'it''s'"
    assert quoted('say "hi" \\ now', '"') == '"say \\"hi\\" \\\\ now"'


@pytest.mark.parametrize(
    ("value", "quote", "written"),
    [
        ("true", None, "true"),
        ("false", "'", "false"),
        ("8", None, "8"),
        ("-0.5", '"', "-0.5"),
        ("fp8_e4m3", None, "fp8_e4m3"),
        ("fp8_e4m3", "'", "'fp8_e4m3'"),
        ("yes", None, '"yes"'),  # YAML 1.1 would read a boolean
        ("a b", None, '"a b"'),
    ],
)
def test_a_keyed_value_is_bare_plain_or_quoted(value: str, quote: str | None, written: str) -> None:
    assert scalar_value(value, quote) == written


def test_a_word_keeps_its_quote() -> None:
    assert plain_or_quoted("--tp", None) == "--tp"
    assert plain_or_quoted("--tp", "'") == "'--tp'"
    assert plain_or_quoted("true", None) == '"true"'


def cut(text: str, word: str, widen: Callable[[str, Span], Span]) -> str:
    """`text` without `word`, widened as a removal is (shared with the shell writer's tests)."""
    start = text.index(word)
    span = widen(text, Span(start, start + len(word)))
    return text[: span.start] + text[span.end :]


def _removed(text: str, word: str, item: bool = False) -> str:
    return cut(text, word, lambda text, span: line_removal(text, span, item=item))


def test_a_key_alone_on_its_line_goes_with_its_line() -> None:
    assert _removed("a: 1\nkey: x  # why\nb: 2\n", "key: x") == "a: 1\nb: 2\n"
    assert _removed("a: 1\r\n  key: x\r\nb: 2\r\n", "key: x") == "a: 1\r\nb: 2\r\n"
    assert _removed("a: 1\nkey: x", "key: x") == "a: 1"  # the last line: its newline before
    assert _removed("key: x", "key: x") == ""
    assert _removed("a: 1\nkey: x, b\n", "key: x") == "a: 1\n, b\n"  # not alone: the span
    assert _removed("a: {key: x}\n", "key: x") == "a: {}\n"


def test_a_list_item_goes_with_its_dash() -> None:
    text = "args:\n  - --tp\n  - --flag\n"
    assert _removed(text, "--flag", item=True) == "args:\n  - --tp\n"
    assert _removed(text, "--flag") == "args:\n  - --tp\n  - \n"


def _item_removed(text: str, word: str) -> str:
    return cut(text, word, item_removal)


def test_a_flow_item_goes_with_one_comma() -> None:
    assert _item_removed("[a, b, c]", "b") == "[a, c]"
    assert _item_removed("[a, b, c]", "c") == "[a, b]"
    assert _item_removed("[a, b, c]", "a") == "[b, c]"
    assert _item_removed("[b]", "b") == "[]"
