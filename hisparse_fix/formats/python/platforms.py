"""Tests that tell platforms apart: `is_hip()`, `torch.version.hip`, `torch.cuda.is_available()`.

A branch under such a test (or a test function skipped unless it holds) runs
only on some platforms; `scan_choices` marks its arm with a `PlatformBranch`,
and a launch reached through it is judged only for those platforms (see
`hisparse_fix.formats.branches`). Only what is surely a platform test is read: `A
and B` tells the platform when it holds, `A or B` when it does not, and
anything else tells nothing.
"""

from __future__ import annotations

import re
from typing import NamedTuple

import libcst as cst

from hisparse_fix.formats.python.scan_records import dotted
from hisparse_fix.sglang.platform_words import platform_named
from hisparse_fix.vocabulary.sites import PlatformBranch

_IS_PLATFORM = re.compile(
    r"_*is_(?P<name>hip|rocm|cuda|cuda_alike|npu|xpu|cpu|hpu|musa|mps)(?:_available)?",
    re.IGNORECASE,
)
"""SGLang's `is_hip()`, `_is_hip`, `IS_ROCM`, `is_npu()`, ... (called or as a value)."""

_NAMES = {
    "hip": ("rocm",),
    "rocm": ("rocm",),
    "cuda": ("cuda",),
    "cuda_alike": ("cuda", "rocm"),
}
"""Platform words that are not the tool's platform names; `torch.cuda` covers ROCm too."""

_TORCH_DEVICES = {"cuda": ("cuda", "rocm"), "xpu": ("xpu",), "npu": ("npu",), "mps": ("mps",)}
"""`torch.X.is_available()`: ROCm builds of torch answer through `torch.cuda`."""


class Condition(NamedTuple):
    platforms: frozenset[str]
    only: bool

    def negated(self) -> Condition:
        return Condition(self.platforms, not self.only)


Arms = tuple[Condition | None, Condition | None]
"""What a test says of the platform when it holds, and when it does not."""


def arms(test: cst.BaseExpression) -> Arms:
    """The platform each arm of `if test:` runs on, where the test tells it."""
    if isinstance(test, cst.UnaryOperation) and isinstance(test.operator, cst.Not):
        true, false = arms(test.expression)
        return false, true
    if isinstance(test, cst.BooleanOperation):
        left, right = arms(test.left), arms(test.right)
        if isinstance(test.operator, cst.And):
            return left[0] or right[0], None
        return None, left[1] or right[1]
    if isinstance(test, cst.Comparison) and len(test.comparisons) == 1:
        target = test.comparisons[0]
        if isinstance(target.comparator, cst.Name) and target.comparator.value == "None":
            condition = _atom(test.left)
            if condition is None:
                return None, None
            if isinstance(target.operator, (cst.Is, cst.Equal)):
                return condition.negated(), condition
            if isinstance(target.operator, (cst.IsNot, cst.NotEqual)):
                return condition, condition.negated()
        return None, None
    condition = _atom(test)
    return condition, None if condition is None else condition.negated()


def _environment_test(node: cst.BaseExpression) -> Condition | None:
    """`os.getenv("ROCM")`, `os.environ.get("USE_ROCM")`, `os.environ["HIP_PLATFORM"]`: a
    switch named for ROCm, set on ROCm machines."""
    key: cst.BaseExpression | None = None
    if isinstance(node, cst.Call) and node.args:
        names = dotted(node.func)
        if names[-2:] in (["os", "getenv"], ["environ", "get"]):
            key = node.args[0].value
    elif isinstance(node, cst.Subscript) and dotted(node.value)[-1:] == ["environ"]:
        element = node.slice[0].slice if node.slice else None
        key = element.value if isinstance(element, cst.Index) else None
    if not isinstance(key, cst.SimpleString):
        return None
    name = key.evaluated_value
    named = platform_named(name) if isinstance(name, str) else None
    if named is None or named[0] != "rocm":
        return None
    return _condition(("rocm",))


def _atom(node: cst.BaseExpression) -> Condition | None:
    environment = _environment_test(node)
    if environment is not None:
        return environment
    if isinstance(node, cst.Call):
        if node.args:
            return None
        node = node.func
    names = dotted(node)
    if not names:
        return None
    if names[-2:] in (["version", "hip"], ["version", "cuda"]):
        return _condition(_NAMES[names[-1]])
    if len(names) >= 2 and names[-1] == "is_available" and names[-2] in _TORCH_DEVICES:
        return _condition(_TORCH_DEVICES[names[-2]])
    match = _IS_PLATFORM.fullmatch(names[-1])
    if match is None:
        return None
    name = match.group("name").lower()
    return _condition(_NAMES.get(name, (name,)))


def _condition(platforms: tuple[str, ...]) -> Condition:
    return Condition(frozenset(platforms), True)


def branch(condition: Condition | None, what: str) -> tuple[PlatformBranch, ...]:
    """The arm's platform branch, none when its test tells nothing."""
    if condition is None:
        return ()
    return (PlatformBranch(condition.platforms, condition.only, what),)


_SKIPS = {"skipIf": False, "skipif": False, "skipUnless": True}
"""Decorators that skip a test: whether the test runs when the condition holds."""


def skipped_unless(decorator: cst.Decorator) -> Condition | None:
    """`@unittest.skipIf(not is_hip(), ...)`, `@pytest.mark.skipif(...)`,
    `@unittest.skipUnless(...)`: the platform the decorated test runs on."""
    call = decorator.decorator
    if not isinstance(call, cst.Call) or not call.args:
        return None
    return skip_condition(call)


def skip_condition(call: cst.Call) -> Condition | None:
    """The platform a test runs on under a skip call (`pytest.mark.skipif(cond, ...)`)."""
    names = dotted(call.func)
    if not names or names[-1] not in _SKIPS:
        return None
    first = next((arg for arg in call.args if arg.keyword is None and not arg.star), None)
    named = next(
        (arg for arg in call.args if arg.keyword and arg.keyword.value == "condition"), None
    )
    test = first or named
    if test is None:
        return None
    true, false = arms(test.value)
    return true if _SKIPS[names[-1]] else false
