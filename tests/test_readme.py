"""The README says what the tool does: its example, rules and commands stay true."""

from __future__ import annotations

import re

from hisparse_fix.engine.pipeline import fix_text
from hisparse_fix.formats import BY_NAME
from hisparse_fix.rules import all_rules
from hisparse_fix.sglang.settings import Settings
from tests.conftest import ROOT

README = (ROOT / "README.md").read_text()


def _block_after(heading: str, language: str) -> str:
    match = re.search(rf"^{re.escape(heading)}\n\n```{language}\n(.*?)```", README, re.S | re.M)
    assert match, f"no {language} block after {heading!r}"
    return match.group(1)


def quick_start_commands() -> list[str]:
    return [line for line in _block_after("## Quick start", "sh").splitlines() if line.strip()]


def test_quick_start_is_two_commands_one_runs_the_tool_one_the_tests() -> None:
    install_and_run, install_and_test = quick_start_commands()
    assert "hisparse-fix" in install_and_run and "fixtures/" in install_and_run
    assert "pytest" in install_and_test and "--require-hashes -r tests/requirements.lock" in (
        install_and_test
    )


def test_ci_runs_the_readme_test_command() -> None:
    ci = (ROOT / ".ci" / "run").read_text()
    assert quick_start_commands()[1] in ci.splitlines()


def test_before_becomes_after() -> None:
    before = _block_after("Before:", "sh")
    after = _block_after("After:", "sh")
    assert fix_text(before, BY_NAME["shell"], Settings()).text == after


def test_every_rule_is_in_the_rule_table() -> None:
    """Rules run on every launch have a row; one judged per file (HSF900, unused
    ignore comments) is named where its comments are described."""
    for registered in all_rules():
        row = f"| {registered.code} | {registered.name} |"
        named = f"`{registered.code} {registered.name}`"
        assert row in README if registered.check else named in README, registered.code


def test_changelog_names_every_rule() -> None:
    changelog = (ROOT / "CHANGELOG.md").read_text()
    for registered in all_rules():
        assert registered.code in changelog
