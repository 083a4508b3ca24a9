"""`hunks`: the changes between a file and its fix, as small replacements that rebuild
the fix exactly; alike lines paired, a long block replaced whole."""

from __future__ import annotations

import difflib
import random

import pytest

from hisparse_fix.engine.hunks import ALIKE, Hunk, changed_hunks


def _applied(original: str, found: list[Hunk]) -> str:
    for hunk in sorted(found, key=lambda hunk: hunk.start)[::-1]:  # of one place: the last first
        original = original[: hunk.start] + hunk.text + original[hunk.end :]
    return original


def _shown(original: str, found: list[Hunk]) -> list[tuple[str, str]]:
    return [(original[hunk.start : hunk.end], hunk.text) for hunk in found]


def test_no_change_is_no_hunk() -> None:
    assert changed_hunks("a\nb\n", "a\nb\n") == []


def test_a_changed_line_is_narrowed_to_the_characters_that_change() -> None:
    before = "python -m sglang.launch_server --kv-cache-dtype fp8_e5m2 --tp 8\n"
    after = before.replace("fp8_e5m2", "fp8_e4m3")
    assert changed_hunks(before, after) == [Hunk(53, 56, "4m3")]
    assert _shown("ab\n", changed_hunks("ab\n", "b\n")) == [("a", "")]  # prefix only
    assert _shown("ab\n", changed_hunks("ab\n", "a\n")) == [("b", "")]  # suffix only


def test_lines_added_removed_and_changed_between_pairs() -> None:
    before = "keep\n--enable-hisparse \\\n--kv-cache-dtype fp8_e5m2 \\\n--old\nend\n"
    after = (
        "keep\n--enable-hisparse \\\n--disable-radix-cache \\\n--kv-cache-dtype fp8_e4m3 \\\nend\n"
    )
    found = changed_hunks(before, after)
    assert _shown(before, found) == [
        ("", "--disable-radix-cache \\\n"),
        ("5m2", "4m3"),
        ("--old\n", ""),
    ]
    assert _applied(before, found) == after


def test_a_changed_line_is_paired_past_an_added_line_before_it() -> None:
    """The old line's twin is the second new line: the pairing skips the added comment
    (a new line) rather than the old line, so the dtype shows as the characters that
    changed."""
    before = "keep\n  --kv-cache-dtype fp8_e5m2 \\\nzzz\nend\n"
    after = "keep\n# bfloat16 on Hopper\n  --kv-cache-dtype fp8_e4m3 \\\nend\n"
    found = changed_hunks(before, after)
    assert ("5m2", "4m3") in _shown(before, found)
    assert _applied(before, found) == after


def test_lines_exactly_as_alike_as_the_threshold_are_paired() -> None:
    """difflib's ratio 2 * 7 / 20 = 0.7 (six letters and the line break alike, ten
    characters each): paired, so only the changed characters show."""
    before, after = "aaaaaaXXX\n", "aaaaaaYYY\n"
    assert difflib.SequenceMatcher(None, before, after).ratio() == ALIKE
    assert _shown(before, changed_hunks(before, after)) == [("XXX", "YYY")]
    less = "aaaaaXXXX\n", "aaaaaYYYY\n"  # 2 * 6 / 20
    assert _shown(less[0], changed_hunks(*less)) == [(less[0], less[1])]


def test_unalike_lines_are_replaced_not_paired() -> None:
    found = changed_hunks("aaaa\nbbbb\n", "aaaa\nzzzz\n")
    assert _shown("aaaa\nbbbb\n", found) == [("bbbb\n", "zzzz\n")]


def test_the_most_alike_pairing_wins() -> None:
    before = "--kv-cache-dtype fp8_e5m2\n--tp 8\n"
    after = "--tp 16\n--kv-cache-dtype fp8_e4m3\n--tp 8\n"
    found = changed_hunks(before, after)
    assert _applied(before, found) == after
    assert _shown(before, found) == [("", "--tp 16\n"), ("5m2", "4m3")]


@pytest.mark.parametrize("lines", [200, 201])
def test_a_block_longer_than_the_pairing_limit_is_replaced_whole(lines: int) -> None:
    """Pairing is quadratic: a block of more than 200 lines is one replacement."""
    before = "".join(f"--option-{n} value-{n}\n" for n in range(lines))
    after = before.replace("value", "VALUE")
    found = changed_hunks(before, after)
    assert _applied(before, found) == after
    whole = lines > 200
    assert (found == [Hunk(0, len(before), after)]) is whole
    assert len(found) == (1 if whole else lines)


def test_random_edits_are_rebuilt_exactly() -> None:
    chooser = random.Random(22)
    words = ["--tp", "8", "--enable-hisparse", "\\", "x", "fp8_e5m2", "bfloat16", ""]
    for _ in range(300):
        before = "\n".join(
            " ".join(chooser.choices(words, k=chooser.randint(0, 4)))
            for _ in range(chooser.randint(0, 6))
        )
        lines = before.split("\n")
        for _ in range(chooser.randint(1, 3)):
            at = chooser.randint(0, len(lines))
            action = chooser.choice(["add", "drop", "edit"])
            if action == "add":
                lines.insert(at, " ".join(chooser.choices(words, k=3)))
            elif lines and action == "drop":
                lines.pop(min(at, len(lines) - 1))
            elif lines:
                index = min(at, len(lines) - 1)
                lines[index] = lines[index].replace("8", "16", 1) + chooser.choice(words)
        after = "\n".join(lines) + chooser.choice(["", "\n", "\r\n"])
        assert _applied(before, changed_hunks(before, after)) == after, (before, after)
