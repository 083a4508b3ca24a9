"""Conditions whose outcome a run knows: `[[ "$scheme" == pd ]]` where the run set
`scheme` to a plain word.

A script that sweeps `for scheme in base pd spec` and branches on the scheme inside
runs each branch only in its own pass; a reader that took every branch in every pass
would judge launches bash never runs (and pay for them). Only a comparison that is
exact is decided: one `[[ ]]` or `[ ]` test of two words with `==`, `=` or `!=`,
each a single word whose text the run knows in full, the pattern side without a
character that makes it a pattern, in a script that never turns on `nocasematch`.
An arithmetic condition over variables and numbers (`(( DRY_RUN ))`, `(( N == 1 ))`)
is decided when each variable holds a plain decimal number the run knows.
Anything else is undecided: both ways run, as before.
"""

from __future__ import annotations

import operator
import re
from typing import NamedTuple

from tree_sitter import Node

from hisparse_fix.formats.shell.expansion import expand, known_text
from hisparse_fix.formats.shell.source import Source, walk
from hisparse_fix.formats.shell.state import State
from hisparse_fix.sglang.matrix import GPU_PLATFORMS
from hisparse_fix.sglang.platform_words import platform_named

_COMPARISONS = frozenset({"==", "=", "!="})
_SIDES = frozenset({"word", "number", "string", "raw_string", "simple_expansion", "expansion"})
_UNQUOTED = frozenset({"word", "number", "simple_expansion", "expansion"})
_PATTERN = frozenset("*?[]\\()|!@+{},~")
"""Characters that may make a word a glob, extglob or brace pattern, a home folder, or
escape one."""


def comparison(source: Source, condition: list[Node]) -> Node | None:
    """The `binary_expression` of a condition that is one plain test of two words."""
    if len(condition) != 1 or condition[0].type != "test_command":
        return None
    if _case_blind(source):
        return None
    (test,) = condition
    inner = test.named_children
    if len(inner) != 1 or inner[0].type != "binary_expression":
        return None
    expression = inner[0]
    operator = expression.child_by_field_name("operator")
    left = expression.child_by_field_name("left")
    right = expression.child_by_field_name("right")
    if operator is None or left is None or right is None:
        return None
    if source.slice(operator) not in _COMPARISONS:
        return None
    if left.type not in _SIDES or right.type not in _SIDES:
        return None
    return expression


def _parts(expression: Node) -> tuple[Node, Node, Node]:
    """The left word, the operator and the right word of a `comparison`."""
    left = expression.child_by_field_name("left")
    operator = expression.child_by_field_name("operator")
    right = expression.child_by_field_name("right")
    assert left is not None and operator is not None and right is not None
    return left, operator, right


def decided(source: Source, expression: Node, state: State) -> bool | None:
    """Whether the comparison is true in this run; None when the run does not know."""
    single = source.slice(expression.parent).startswith("[ ") if expression.parent else False
    left, operator, right = _parts(expression)
    texts = []
    for side, pattern in ((left, single), (right, True)):
        text = _known_word(source, side, state)
        if text is None:
            return None
        if side.type in _UNQUOTED and (pattern or side.type != "word"):
            # Unquoted: a pattern on the right of `[[ ]]`, split and globbed in `[ ]`.
            if not text or any(char in _PATTERN or char.isspace() for char in text):
                return None
            if side.type == "word" and any(char in _PATTERN for char in source.slice(side)):
                return None
        texts.append(text)
    equal = texts[0] == texts[1]
    return equal if source.slice(operator) in {"==", "="} else not equal


_ARITHMETIC = {
    "==": operator.eq,
    "!=": operator.ne,
    "<": operator.lt,
    ">": operator.gt,
    "<=": operator.le,
    ">=": operator.ge,
}
_OPERANDS = frozenset({"variable_name", "simple_expansion", "number"})
_DECIMAL = re.compile(r"-?(?:0|[1-9][0-9]*)")
"""A number bash reads the same in arithmetic as it is written (no octal `010`, no
`0x`, no base `2#`)."""


def arithmetic(source: Source, condition: list[Node]) -> Node | None:
    """The expression of a condition `(( NAME ))`, `(( ! NAME ))` or `(( NAME == 1 ))`
    (`!=`, `<`, `>`, `<=`, `>=`) over variables and numbers; None for anything else."""
    if len(condition) != 1 or condition[0].type != "compound_statement":
        return None
    node = condition[0]
    if not node.children or node.children[0].type != "((" or len(node.named_children) != 1:
        return None
    (expression,) = node.named_children
    if expression.type in _OPERANDS:
        return expression
    if expression.type == "unary_expression":
        inner = expression.named_children
        sign = expression.children[0].type if expression.children else ""
        return (
            expression if sign == "!" and len(inner) == 1 and inner[0].type in _OPERANDS else None
        )
    if expression.type == "binary_expression":
        left, operator_, right = _parts(expression)
        if source.slice(operator_) in _ARITHMETIC and {left.type, right.type} <= _OPERANDS:
            return expression
    return None


def arithmetic_names(source: Source, expression: Node) -> frozenset[str]:
    """The variables an `arithmetic` expression reads."""
    return frozenset(
        source.slice(child) for child in walk(expression) if child.type == "variable_name"
    )


def arithmetic_decided(source: Source, expression: Node, state: State) -> bool | None:
    """Whether an `arithmetic` condition is true in this run (its value is not 0);
    None when a variable it reads does not hold a plain number the run knows."""
    if expression.type == "unary_expression":
        value = _number(source, expression.named_children[0], state)
        return None if value is None else value == 0
    if expression.type == "binary_expression":
        left, operator_, right = _parts(expression)
        first, second = _number(source, left, state), _number(source, right, state)
        if first is None or second is None:
            return None
        return bool(_ARITHMETIC[source.slice(operator_)](first, second))
    value = _number(source, expression, state)
    return None if value is None else value != 0


def _number(source: Source, node: Node, state: State) -> int | None:
    """A number as written, or the plain number a variable holds in this run."""
    if node.type == "number":
        text: str | None = source.slice(node)
    elif node.type == "simple_expansion":
        text = _known_word(source, node, state)
    else:
        known = known_text(source.slice(node), state)
        if known is None or known[0] is None:  # not known, or unset
            return None
        text = known[1]
    if text is None or _DECIMAL.fullmatch(text.strip()) is None:
        return None
    return int(text)


def _case_blind(source: Source) -> bool:
    """Whether the script may turn on `nocasematch` (looked for once per text)."""
    found = source.memo.get("nocasematch")
    if found is None:
        found = source.memo["nocasematch"] = "nocasematch" in source.text
    return bool(found)


def _known_word(source: Source, node: Node, state: State) -> str | None:
    """The text of one word as this run expands it, when every part of it is known."""
    pieces = expand(source, [node], state, source.span(node))
    if len(pieces) != 1:
        return None
    (piece,) = pieces
    if piece.token.dynamic or piece.unread is not None:
        return None
    return piece.token.text


def case_arm(source: Source, subject: Node, arms: list[list[Node]], state: State) -> int | None:
    """The index of the first arm whose patterns match the subject in this run (the
    number of arms when none does); None when the run does not know the subject, or
    an arm before the match has a pattern the tool does not decide (a glob, an
    expansion it does not know)."""
    if _case_blind(source):
        return None
    text = _known_word(source, subject, state)
    if text is None:
        return None
    for index, patterns in enumerate(arms):
        for pattern in patterns:
            matched = _matches(source, pattern, text, state)
            if matched is None:
                return None
            if matched:
                return index
    return len(arms)


def _matches(source: Source, pattern: Node, text: str, state: State) -> bool | None:
    raw = source.slice(pattern)
    if raw == "*":
        return True
    if pattern.type in {"word", "extglob_pattern"}:
        if not raw or any(char in _PATTERN or char in "$`'\"" for char in raw):
            return None
        return raw == text
    if pattern.type in {"string", "raw_string"}:
        literal = _known_word(source, pattern, state)
        return None if literal is None else literal == text
    return None


class PlatformTest(NamedTuple):
    """A comparison of a variable with a word that names one GPU platform."""

    platform: str
    word: str
    equal: bool
    """`==`/`=`: the branch runs on that platform; `!=`: on the others."""


def platform_test(source: Source, condition: list[Node]) -> PlatformTest | None:
    """`[[ $GPU_VENDOR == amd ]]`: a plain comparison (`comparison`) of an expansion
    with a word naming exactly one GPU platform; None for anything else."""
    expression = comparison(source, condition)
    if expression is None:
        return None
    left, operator, right = _parts(expression)
    for word, other in ((right, left), (left, right)):
        named = _platform_word(source, word)
        if named is not None and _expands(other):
            return PlatformTest(named[0], named[1], source.slice(operator) != "!=")
    return None


def case_platform(source: Source, subject: Node, patterns: list[Node]) -> tuple[str, str] | None:
    """The one GPU platform every pattern of a `case` arm names (`amd|mi300x)`), when
    the subject is an expansion; None otherwise."""
    if not patterns or not _expands(subject):
        return None
    named = [_platform_word(source, pattern) for pattern in patterns]
    platforms = {each[0] for each in named if each is not None}
    if None in named or len(platforms) != 1:
        return None
    first = named[0]
    assert first is not None
    return first


def _platform_word(source: Source, node: Node) -> tuple[str, str] | None:
    """The GPU vendor a literal word names (`amd`, `mi300x`, `nvidia`), and the word
    (None: not a literal, or naming no GPU platform or several)."""
    if node.type not in {"word", "extglob_pattern", "raw_string", "string"}:
        return None
    if _expands(node):
        return None
    named = platform_named(source.slice(node).strip("'\""))
    if named is None or named[0] not in GPU_PLATFORMS:
        return None  # `cpu`, `npu`...: as often a mode the user picks as the machine
    return named


def _expands(node: Node) -> bool:
    return any(
        child.type in {"simple_expansion", "expansion", "command_substitution"}
        for child in walk(node)
    )
