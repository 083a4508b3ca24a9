"""The read-only walk makes the calls libcst's own `visit` makes, in the same order."""

from __future__ import annotations

from pathlib import Path

import libcst as cst
import pytest

from hisparse_fix.formats.python.tree_walk import child_fields, walk

ROOT = Path(__file__).resolve().parent.parent

EVERY_SHAPE = '''\
"""Docstring."""
from __future__ import annotations
import os, sys as system
from . import sibling
from ..pkg import (a as b, c)
from x import *

@decorator(arg)
@other
class Launcher(Base, metaclass=Meta):
    """A class."""
    field: int = 1
    other: "str"

    @property
    async def run(self, a, /, b: int = 2, *args: str, c, d=3, **kwargs) -> None:
        global counter
        async with open(a) as f, other() as (g, h):
            async for item in f:
                await item
        x = y = [1, *rest, (2, 3), {4: 5, **extra}, {6, 7}]
        x += 1; del x[0], y
        z: list[int] = [i for i in range(3) if i if not i]
        w = {k: v for k, v in pairs}, {s for s in set_}, (g for g in gen)
        lam = lambda p, *q, r=1, **s: (p if q else r)
        assert x is not None and (y or z), "message"
        value = f"{a!r:>{width}} {b=} {c:{d}.{e}f} plain {{braces}}" "concatenated" 'more'
        sliced = items[1:2:3, ::, 4][-1]
        walrus = (n := len(items))
        call(*args, key=value, **kwargs)(next)(
            nested,
        )
        if a:
            pass
        elif b:
            ...
        else:
            raise ValueError("x") from error
        while not done:
            break
        else:
            continue
        try:
            risky()
        except (TypeError, KeyError) as caught:
            return
        except Exception:
            yield
        else:
            yield from other
        finally:
            nonlocal_name = 1
        match command:
            case ["go", direction] if direction:
                pass
            case {"key": value, **rest}:
                pass
            case Point(x=0, y=yy) | None:
                pass
            case [1, 2, *others]:
                pass
            case _:
                pass
        return -x ** 2 // 3 @ m << 1 | ~y & z ^ w

def outer():
    def inner():
        nonlocal state
        state = 1
    try:
        pass
    except* OSError:
        pass
    with (open("a") as first,
          open("b") as second):
        print(first, second, sep="", file=sys.stderr)
    return b"bytes" rb"raw", u"unicode"
'''


class _Recorder(cst.CSTVisitor):
    """Every call a walk makes, by node identity; skips a concatenated string's parts, as
    the scan does, to test `on_visit` returning False."""

    def __init__(self) -> None:
        super().__init__()
        self.calls: list[tuple[str, int, str]] = []

    def on_visit(self, node: cst.CSTNode) -> bool:
        self.calls.append(("visit", id(node), type(node).__name__))
        return not isinstance(node, cst.ConcatenatedString)

    def on_leave(self, original_node: cst.CSTNode) -> None:
        self.calls.append(("leave", id(original_node), type(original_node).__name__))

    def visit_Try_body(self, node: cst.Try) -> None:
        self.calls.append(("visit_Try_body", id(node), ""))

    def leave_If_orelse(self, node: cst.If) -> None:
        self.calls.append(("leave_If_orelse", id(node), ""))


def _sources() -> list[tuple[str, str]]:
    folders = (ROOT / "fixtures", ROOT / "hisparse_fix")
    found = [("every shape", EVERY_SHAPE)]
    for folder in folders:
        for path in sorted(folder.rglob("*.py")):
            found.append((str(path.relative_to(ROOT)), path.read_text("utf-8", "replace")))
    return found


def _parsed(text: str) -> cst.Module | None:
    try:
        return cst.parse_module(text)
    except (cst.ParserSyntaxError, ValueError, RecursionError):
        return None


@pytest.mark.parametrize(("name", "text"), _sources(), ids=lambda value: str(value)[:60])
def test_walk_makes_libcsts_calls_in_libcsts_order(name: str, text: str) -> None:
    module = _parsed(text)
    if module is None:
        pytest.skip("libcst does not read it")
    by_libcst, by_walk = _Recorder(), _Recorder()
    module.visit(by_libcst)
    walk(module, by_walk)
    assert by_walk.calls == by_libcst.calls
    assert by_walk.calls, name


def test_attribute_methods_are_called_only_where_the_visitor_has_them() -> None:
    module = cst.parse_module("try:\n    x = 1\nexcept E:\n    pass\nif a:\n    b\nelse:\n    c\n")
    recorder = _Recorder()
    walk(module, recorder)
    attributes = [call[0] for call in recorder.calls if call[0].startswith(("visit_", "leave_"))]
    assert attributes == ["visit_Try_body", "leave_If_orelse"]


def test_a_format_spec_is_walked_though_libcst_announces_it_only_when_there() -> None:
    plain = cst.parse_expression('f"{a}"')
    assert isinstance(plain, cst.FormattedString)
    assert ("format_spec", False) in child_fields(plain.parts[0])
    spec = cst.parse_expression('f"{a:{width}}"')
    recorder = _Recorder()
    walk(spec, recorder)
    names = [call[2] for call in recorder.calls if call[0] == "visit"]
    assert names.count("Name") == 2  # `a` and `width`


class _EveryAttribute(cst.CSTVisitor):
    def __init__(self) -> None:
        super().__init__()
        self.attributes: list[str] = []

    def on_visit_attribute(self, node: cst.CSTNode, attribute: str) -> None:
        self.attributes.append(f"{type(node).__name__}.{attribute}")


def test_a_visitor_that_hears_every_attribute_is_refused() -> None:
    with pytest.raises(TypeError, match="hears every attribute"):
        walk(cst.parse_module("x = 1\n"), _EveryAttribute())


def test_a_libcst_whose_nodes_do_not_tell_their_children_is_walked_by_visit(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from hisparse_fix.formats.python import tree_walk

    module = cst.parse_module(EVERY_SHAPE)
    expected = _Recorder()
    module.visit(expected)
    monkeypatch.setattr(tree_walk, "CHILDREN_TOLD", False)
    monkeypatch.setattr(tree_walk, "_Walker", None)  # not used
    recorder = _Recorder()
    walk(module, recorder)
    assert recorder.calls == expected.calls
