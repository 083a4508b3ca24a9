"""`tools/new_rule.py`: a new rule's module, case file and fixture, which agree with
each other from the first run."""

from __future__ import annotations

import ast
import importlib.util
import sys
from pathlib import Path

import pytest

from tests.test_rule_cases import _judged, _launch
from tools.new_rule import SkeletonError, main, write_skeleton

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib


@pytest.fixture
def root(tmp_path: Path) -> Path:
    for folder in ("hisparse_fix/rules", "tests/data/rule-cases", "fixtures/shell"):
        (tmp_path / folder).mkdir(parents=True)
    (tmp_path / "fixtures/shell/07_existing.sh").write_text("")
    return tmp_path


def test_the_skeleton_s_rule_gives_its_own_case(root: Path, late_registry: dict) -> None:
    title = "HiSparse with foo: drop --enable-foo"
    module, cases, fixture = write_skeleton(
        root, "HSF990", "foo-switch", "--enable-foo", title, "0.5.23"
    )
    assert module == root / "hisparse_fix/rules/foo_switch.py"
    assert fixture.name == "08_foo_switch.sh" and "--enable-foo" in fixture.read_text()
    ast.parse(module.read_text())
    spec = importlib.util.spec_from_file_location("hisparse_fix.rules.foo_switch", module)
    assert spec is not None and spec.loader is not None
    spec.loader.exec_module(importlib.util.module_from_spec(spec))
    assert late_registry["HSF990"].title == title
    assert "## What it does" in late_registry["HSF990"].explanation
    (case,) = tomllib.loads(cases.read_text())["case"]
    assert _judged(_launch(case["launch"]), case["release"]) == case["found"]


def test_nothing_is_overwritten_and_bad_names_are_refused(root: Path) -> None:
    write_skeleton(root, "HSF990", "foo-switch", "enable-foo", "t", "0.5.23")
    with pytest.raises(SkeletonError, match="already there"):
        write_skeleton(root, "HSF990", "other-name", "enable-foo", "t", "0.5.23")
    with pytest.raises(SkeletonError, match="not a rule code"):
        write_skeleton(root, "HSF99", "x", "enable-foo", "t", "0.5.23")
    with pytest.raises(SkeletonError, match="not a rule name"):
        write_skeleton(root, "HSF991", "Foo_Switch", "enable-foo", "t", "0.5.23")


def test_the_command_says_what_it_wrote_and_refuses_in_one_line(root: Path, capsys) -> None:
    arguments = ["HSF990", "foo-switch", "--option", "enable-foo", "--title", "t"]
    assert main([*arguments, "--root", str(root)]) == 0
    assert capsys.readouterr().out.count("wrote ") == 3
    assert main([*arguments, "--root", str(root)]) == 2
    assert capsys.readouterr().err.startswith("new_rule: already there: ")
