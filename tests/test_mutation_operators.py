"""The mutation run's operators make the bugs a person writes, each a byte-exact edit
that still parses."""

from __future__ import annotations

import ast

import pytest

from tools.mutation.operators import mutants

SOURCE = """\
def made(wanted, applied, refusal):
    settled = True
    count: int = len(wanted)
    if refusal.other is not None and refusal.site != 1:
        return wanted <= applied
    return wanted & applied or count != 2
"""


def _applied(source: str = SOURCE) -> set[str]:
    return {mutant.apply(source) for mutant in mutants("example.py", source)}


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("    settled = True\n", "    pass\n"),
        ("    count: int = len(wanted)\n", "    pass\n"),
        ("if refusal.other is not None and refusal.site != 1:", "if (refusal.site != 1):"),
        ("if refusal.other is not None and refusal.site != 1:", "if (refusal.other is not None):"),
        ("return wanted <= applied", "return wanted & applied"),
        ("return wanted & applied or", "return (wanted <= applied) or"),
        ("or count != 2", "or count ^ 2"),
        ("return wanted & applied or count != 2", "return (count != 2)"),
    ],
)
def test_each_new_operator_makes_its_mutant(before: str, after: str) -> None:
    assert before in SOURCE
    assert SOURCE.replace(before, after, 1) in _applied()


def test_every_mutant_parses_and_changes_the_text() -> None:
    applied = _applied()
    assert applied
    for text in applied:
        ast.parse(text)
        assert text != SOURCE


def test_module_level_names_are_not_dropped() -> None:
    source = "LIMIT = 3\n\n\ndef f():\n    return LIMIT\n"
    assert "pass\n\n\ndef f():\n    return LIMIT\n" not in _applied(source)
