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


def test_the_same_mutation_of_the_same_text_is_numbered() -> None:
    """Two `1`s on one line, and one line written twice: each mutant has a name of its
    own, so that an equivalent one listed by name is that one and not its twins."""
    source = "def f(best, i, j):\n    return best[i + 1][j + 1]\n\n\ndef g(best, i, j):\n"
    source += "    return best[i + 1][j + 1]\n"
    found = mutants("example.py", source)
    names = [(mutant.description, mutant.context) for mutant in found]
    assert len(names) == len(set(names))
    ones = [m.description for m in found if m.description.startswith("`1` -> `0`")]
    assert ones == ["`1` -> `0`", "`1` -> `0` (#2)", "`1` -> `0` (#3)", "`1` -> `0` (#4)"]
    first, second = (m for m in found if m.description in ("`1` -> `0`", "`1` -> `0` (#2)"))
    assert first.apply(source).count("best[i + 0][j + 1]") == 1
    assert second.apply(source).count("best[i + 1][j + 0]") == 1
