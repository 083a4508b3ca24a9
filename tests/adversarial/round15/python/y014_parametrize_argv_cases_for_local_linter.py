"""Unit tests for tools/recipe_lint.py, our pre-merge recipe checker.

Each case is an argv fragment and the lint codes recipe_lint must report.
Nothing here starts SGLang.
"""
import pytest

from tools.recipe_lint import lint_argv

CASES = [
    (["--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e4m3"], []),
    (["--enable-hisparse", "--kv-cache-dtype", "fp8_e4m3"], ["radix"]),
    (["--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e5m2"], ["kv-dtype"]),
    (["--enable-hisparse", "--disable-radix-cache", "--enable-mixed-chunk"], ["mixed-chunk"]),
    (["--kv-cache-dtype", "fp8_e5m2"], []),
]


@pytest.mark.parametrize(("argv", "expected"), CASES)
def test_lint_argv(argv, expected):
    assert sorted(lint_argv(argv)) == sorted(expected)
