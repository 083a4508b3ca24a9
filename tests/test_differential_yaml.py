"""Differential test for YAML: each fixture resolved with `yaml.safe_load` before and after.

See `tests/differential/yaml.py` for how launches are read from the resolved
data and what is asserted.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from hisparse_fix.engine.pipeline import fix_text
from hisparse_fix.formats import BY_NAME
from hisparse_fix.formats.yaml.document import (
    Composed,
    Node,
    at,
    compose,
    kind,
    line_of,
    pairs,
    templates,
    walk,
)
from hisparse_fix.sglang.settings import Settings
from tests.conftest import FIXTURES
from tests.differential.yaml import judge_yaml, launches

YAML = BY_NAME["yaml"]
FILES = sorted(path for path in (FIXTURES / "yaml").iterdir() if path.suffix in (".yaml", ".yml"))


def _documents(text: str) -> list[object]:
    return [document for document in yaml.safe_load_all(text) if document is not None]


def _lines(text: str, composed: Composed, node: Node, seen: set[int]) -> set[int]:
    """The lines a node is read from: its own, and those of what it merges or aliases."""
    if id(node) in seen:
        return set()
    seen.add(id(node))
    span = composed.span(node)
    found = set(range(line_of(text, span.start), line_of(text, max(span.end - 1, 0)) + 1))
    if kind(node) == "mapping":
        for _, value in pairs(node):
            found |= _lines(text, composed, value, seen)
    elif kind(node) == "sequence":
        for item in node.value:
            found |= _lines(text, composed, item, seen)
    return found


def _lines_of(text: str, paths: list[tuple[object, ...]]) -> dict[tuple[object, ...], list[int]]:
    composed = compose(text)
    assert composed is not None
    found = {}
    for path in paths:
        trimmed = path[:-1] if path and path[-1] == "script" else path
        node = at(composed.documents, trimmed)  # type: ignore[arg-type]
        if node is not None:
            found[path] = sorted(_lines(text, composed, node, set()))
    return found


def _templates(text: str) -> frozenset[tuple[object, ...]]:
    """Mappings only merged into others, by path (see `document.templates`)."""
    composed = compose(text)
    assert composed is not None
    merged_only = templates(composed)
    return frozenset(
        path
        for index, document in enumerate(composed.documents)
        for path, node in walk(document, (index,))
        if id(node) in merged_only
    )


def _judge(text: str, fixed: str, reported: list, machine: Settings | None = None) -> list[str]:
    """What is wrong with the rewrite, judged on `machine` (by default CUDA, the
    platform the tool takes when none is chosen)."""
    before = _documents(text)
    paths = [where[0] for where in launches(before)]
    lines = _lines_of(text, paths)
    judged = Settings() if machine is None else machine
    verdict = judge_yaml(before, _documents(fixed), reported, lines, judged, _templates(text))
    return list(verdict.problems)


def _machine(path: Path) -> Settings:
    """The machine a fixture's launches run on: a ROCm one when its name says `rocm`
    (its image and accelerators name it; the tool reads them as signs)."""
    return Settings(platform="rocm") if "rocm" in path.name else Settings()


@pytest.mark.parametrize("path", FILES, ids=lambda path: path.name)
def test_yaml_fixture_resolves_alike_before_and_after_the_rewrite(path: Path) -> None:
    text = path.read_text(encoding="utf-8-sig")
    try:
        _documents(text)
    except yaml.YAMLError:
        pytest.skip("not YAML until rendered (a template)")
    result = fix_text(text, YAML, Settings())
    assert _judge(text, result.text, list(result.findings), _machine(path)) == []


def test_the_judge_sees_an_anchor_edit_that_changes_a_launch_without_hisparse() -> None:
    text = (
        "settings: &s\n  kv-cache-dtype: fp8_e5m2\n"
        "hs:\n  <<: *s\n  enable-hisparse: true\n  disable-radix-cache: true\n"
        "ref:\n  <<: *s\n  model-path: x\n  tp-size: 8\n"
    )
    wrong = text.replace("fp8_e5m2", "fp8_e4m3")
    (problem,) = [p for p in _judge(text, wrong, []) if "changed" in p]
    assert "without HiSparse" in problem


def test_the_judge_sees_an_unreported_refused_launch_and_an_edited_expectation() -> None:
    text = (
        "c:\n  command: [python3, -m, sglang.launch_server, --enable-hisparse]\n"
        "e:\n  expected: fail\n  command: python3 -m sglang.launch_server --enable-hisparse\n"
    )
    problems = _judge(text, text, [])
    assert any("still refused, unreported" in problem for problem in problems)
    edited = text.replace("server --enable-hisparse\n", "server\n")
    assert any("shows or expects" in problem for problem in _judge(text, edited, []))
