"""`hisparse_fix/rules/RULES.md` explains every rule, ships with the package, and is what
the language server links each diagnostic's code to (`codeDescription`)."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType
from urllib.parse import urlparse
from urllib.request import url2pathname

from hisparse_fix.rules import all_rules
from hisparse_fix.server.convert import RULE_DOCS, rule_link
from tests.conftest import load_tool


def _tool() -> ModuleType:
    return load_tool("rule_docs")


def test_the_rules_page_is_what_the_tool_writes() -> None:
    assert RULE_DOCS.read_text("utf-8") == _tool().text(), "run tools/rule_docs.py"


def test_each_rule_has_its_section_with_its_explanation() -> None:
    page = RULE_DOCS.read_text("utf-8")
    for rule in all_rules():
        assert f'<a id="{rule.code.lower()}"></a>\n\n## {rule.code} ({rule.name})' in page
        assert rule.title in page


def test_a_diagnostic_links_its_code_to_the_rules_section_in_the_installed_page() -> None:
    link = rule_link("HSF002")
    assert link is not None
    address = urlparse(link.href)
    assert address.scheme == "file" and address.fragment == "hsf002"
    page = Path(url2pathname(address.path))
    assert page == RULE_DOCS and '<a id="hsf002"></a>' in page.read_text("utf-8")
    assert rule_link("") is None


def test_a_shell_comment_in_an_example_stays_as_written() -> None:
    demoted = _tool()._demoted("## What it does\nx\n```sh\n# a comment\n```\n")
    assert demoted == "### What it does\nx\n```sh\n# a comment\n```\n"
