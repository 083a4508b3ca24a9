"""Each rule, launch by launch: what it allows and what it refuses per release and
platform, with the exact finding (code, severity, edits, message). The cases are in
`tests/data/rule-cases/`, one file per rule code; a model's own config.json is judged
here too."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from hisparse_fix.rules import check_site
from hisparse_fix.sglang.matrix import release_for
from hisparse_fix.sglang.settings import BackendFix, Settings
from hisparse_fix.vocabulary.sites import DYNAMIC, Edit, Finding
from tests.test_rules_per_release import _site

if sys.version_info >= (3, 11):
    import tomllib
else:
    import tomli as tomllib

FOLDER = Path(__file__).parent / "data" / "rule-cases"
BY_RULE = {
    path.stem: tomllib.loads(path.read_text(encoding="utf-8"))["case"]
    for path in sorted(FOLDER.glob("HSF*.toml"))
}
CASES = [(code, case) for code, cases in BY_RULE.items() for case in cases]
PLACES = {
    "{DSA}": "--model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache",
    "{SINK}": "--model-path fixtures/models/hunyuan-v4 --enable-hisparse --disable-radix-cache",
    "{UNREAD}": DYNAMIC,
}


def _launch(text: str) -> str:
    for name, words in PLACES.items():
        text = text.replace(name, words)
    return text


def _edit(edit: Edit) -> str:
    text = f"{edit.kind.value} --{edit.option.name}"
    if edit.name:
        text += f" as --{edit.name}"
    return text if edit.value is None else f"{text} = {edit.value}"


def _found(finding: Finding) -> dict[str, object]:
    return {
        "code": finding.code,
        "severity": finding.severity.value,
        "at": [finding.span.start, finding.span.end],
        "edits": [_edit(edit) for edit in finding.edits],
        "message": finding.message,
    }


def _judged(words: str, version: str, platform: str = "cuda", **settings: object) -> list:
    chosen = Settings(release=release_for(version), platform=platform, **settings)  # type: ignore[arg-type]
    return [_found(finding) for finding in check_site(_site(words), chosen)]


@pytest.mark.parametrize(
    ("code", "case"),
    CASES,
    ids=[f"{code}-{json.dumps(case['launch'])[1:60]}" for code, case in CASES],
)
def test_rule_case(code: str, case: dict) -> None:
    fix = BackendFix(case.get("backend-fix", BackendFix.DROP.value))
    found = _judged(
        _launch(case["launch"]), case["release"], case.get("platform", "cuda"), backend_fix=fix
    )
    assert found == case["found"]


def test_each_case_file_is_named_for_a_rule_and_holds_its_findings() -> None:
    """A file's refusals are its own rule's: a case that another rule decides sits in
    that rule's file (a passing case stays with the verdict it pins)."""
    from hisparse_fix.rules import find_rule

    assert BY_RULE
    for code, cases in BY_RULE.items():
        assert find_rule(code) is not None, code
        refused = [case for case in cases if case["found"]]
        assert refused, f"{code}.toml pins no finding of {code}"
        for case in refused:
            assert code in {found["code"] for found in case["found"]}, (code, case["launch"])


def _model(folder: Path, architecture: str, model_type: str) -> Path:
    folder.mkdir()
    config = {"architectures": [architecture], "model_type": model_type}
    (folder / "config.json").write_text(json.dumps(config))
    return folder


def test_a_model_its_config_shows_without_sparse_attention_is_named_by_its_architecture(
    tmp_path: Path,
) -> None:
    qwen = _model(tmp_path / "qwen", "Qwen3ForCausalLM", "qwen3")
    (found,) = _judged(f"--model-path {qwen} --enable-hisparse --disable-radix-cache", "0.5.23")
    assert found == {
        "code": "HSF103",
        "severity": "unfixable",
        "at": [0, len(f"--model-path {qwen}")],
        "edits": [],
        "message": f"--model-path {qwen} is a Qwen3ForCausalLM model (its config.json): SGLang "
        "0.5.23 runs HiSparse only on DSA models (DeepSeek V3.2, GLM-5), DeepSeek V4 and "
        "MiniMax M3",
    }


def test_a_deepseek_v4_config_runs_hisparse_from_the_release_that_names_it(tmp_path: Path) -> None:
    v4 = _model(tmp_path / "v4", "DeepseekV4ForCausalLM", "deepseek_v4")
    words = f"--model-path {v4} --enable-hisparse --disable-radix-cache --kv-cache-dtype bfloat16"
    assert _judged(words, "0.5.12") == []
    (found,) = _judged(words, "0.5.11")
    assert found["message"] == (
        f"--model-path {v4} is a DeepseekV4ForCausalLM model (its config.json): SGLang 0.5.11 "
        "runs HiSparse only on DSA models (DeepSeek V3.2, GLM-5)"
    )
