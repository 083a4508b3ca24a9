"""The rules package: one rule a module, found without a list, and the release
tables' `checks` tags tied to the rules that obey them."""

from __future__ import annotations

import ast
import importlib
import pkgutil
import sys
from collections import Counter
from pathlib import Path

import pytest

import hisparse_fix.rules as rules_package
from hisparse_fix.rules import all_rules, release_check_tags
from hisparse_fix.sglang import matrix

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib


def _modules() -> list[str]:
    listed = pkgutil.iter_modules(rules_package.__path__)
    return [f"hisparse_fix.rules.{m.name}" for m in listed if not m.name.startswith("_")]


def test_every_module_of_the_package_is_one_rule_named_after_it() -> None:
    per_module = Counter(registered.module for registered in all_rules())
    assert sorted(per_module) == sorted(_modules())
    assert set(per_module.values()) == {1}
    for registered in all_rules():
        assert registered.module.rsplit(".", 1)[1] == registered.name.replace("-", "_")


def test_the_release_checks_a_rule_asks_for_are_the_ones_it_declares() -> None:
    """`release_checks(settings, "tag")` in a rule module names a tag of its rule."""
    for registered in all_rules():
        source = Path(importlib.import_module(registered.module).__file__ or "").read_text()
        asked = {
            call.args[1].value
            for call in ast.walk(ast.parse(source))
            if isinstance(call, ast.Call)
            and getattr(call.func, "id", None) == "release_checks"
            and isinstance(call.args[1], ast.Constant)
        }
        assert asked == set(registered.release_checks), registered.code


def test_every_declared_tag_is_named_by_some_release() -> None:
    named = frozenset().union(*(release.checks for release in matrix.tables()))
    assert release_check_tags() == named == matrix.CHECKS


def test_a_rule_obeying_a_check_no_table_can_name_is_refused(late_registry: dict) -> None:
    from hisparse_fix.rules import rule

    def check(site: object, settings: object) -> list[object]:
        return []

    check.__module__ = "hisparse_fix.rules.misspelt"
    with pytest.raises(ValueError, match="HSF991 obeys the release check 'mixed-chunks'"):
        rule("HSF991", "misspelt", "a typo", release_checks=("mixed-chunks",))(check)  # type: ignore[arg-type]
    assert "HSF991" not in late_registry


def test_a_table_naming_an_unknown_check_is_refused() -> None:
    path = Path(matrix.__file__).parent / "sglang-0.5.22.toml"
    table = tomllib.loads(path.read_text())
    table["checks"] = [*table["checks"], "mixed-chunks"]
    with pytest.raises(matrix.UnknownCheckError, match=r"SGLang 0\.5\.23 .*'mixed-chunks'"):
        matrix._release_from_table(table, table["last"])


def test_a_code_claimed_by_two_modules_is_refused() -> None:
    from hisparse_fix.rules import rule

    all_rules()  # HSF002 registered by its own module first, whatever ran before

    def check(site: object, settings: object) -> list[object]:
        return []

    check.__module__ = "hisparse_fix.rules.elsewhere"
    with pytest.raises(ValueError, match="HSF002 is registered by"):
        rule("HSF002", "kv-cache-dtype", "a second HSF002")(check)  # type: ignore[arg-type]


def test_a_table_checking_speculation_without_its_resolution_is_refused() -> None:
    path = Path(matrix.__file__).parent / "sglang-0.5.22.toml"
    table = tomllib.loads(path.read_text())
    del table["speculation"]
    with pytest.raises(matrix.MissingSpeculationError, match=r"SGLang 0\.5\.23 .*mixed-chunk"):
        matrix._release_from_table(table, table["last"])


def test_a_rule_registered_after_a_run_is_run_and_consulted(late_registry: dict) -> None:
    """A registration forgets what was worked out from the rules before it: a rule added
    after launches were judged is run on the next launch and asked what it tolerates."""
    from hisparse_fix.rules import check_site, rule, tolerated
    from hisparse_fix.sglang.settings import Settings
    from hisparse_fix.vocabulary.sites import Edit, EditKind
    from tests.test_rules_per_release import _site

    site = _site("--enable-hisparse --disable-radix-cache --tp 8")
    edit = Edit(EditKind.REMOVE, site.options[-1])
    assert not tolerated(site, edit, Settings())
    assert "HSF990" not in {found.code for found in check_site(site, Settings())}

    def check(site: object, settings: object) -> list[object]:
        return []

    def tolerates(site: object, edit: object, settings: object) -> bool:
        return True

    check.__module__ = "hisparse_fix.rules.late"
    rule("HSF990", "late", "a late rule", tolerates=tolerates)(check)  # type: ignore[arg-type]
    assert tolerated(site, edit, Settings())
    assert "HSF990" in {registered.code for registered in rules_package.rules_in_run_order()}
