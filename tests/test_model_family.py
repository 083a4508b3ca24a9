"""The model a launch serves: from a local folder's `config.json` as SGLang's family
tests read it, per release, and otherwise from its name."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hisparse_fix.sglang.matrix import parse_version, release_for
from hisparse_fix.sglang.model_family import architecture_families, family_of, identify, pick_model
from tests.test_rules_per_release import _codes, _site

HISPARSE = "--enable-hisparse --disable-radix-cache --kv-cache-dtype bfloat16"


def _folder(tmp_path: Path, name: str, **config: object) -> Path:
    folder = tmp_path / name
    folder.mkdir()
    (folder / "config.json").write_text(json.dumps(config))
    return folder


def test_a_local_folder_is_judged_by_its_config_not_its_name(tmp_path: Path) -> None:
    qwen = _folder(tmp_path, "DeepSeek-V3.2-mirror", architectures=["Qwen3ForCausalLM"])
    codes = _codes(f"--model-path {qwen} {HISPARSE}", "0.5.23", code="HSF103")
    assert codes == [("HSF103", "unfixable")]
    dsa = _folder(tmp_path, "qwen-named", architectures=["DeepseekV32ForCausalLM"], index_topk=2048)
    assert _codes(f"--model-path {dsa} {HISPARSE}", "0.5.23", code="HSF103") == []


def test_a_deepseek_v3_config_without_an_indexer_is_not_dsa(tmp_path: Path) -> None:
    """`is_deepseek_dsa` asks for `index_topk` too: DeepSeek V3 and R1 share the architecture."""
    v3 = _folder(tmp_path, "r1", architectures=["DeepseekV3ForCausalLM"])
    site = _site(f"--model-path {v3} {HISPARSE}")
    assert family_of(site, release_for("0.5.23")) == "other"
    assert _codes(f"--model-path {v3} {HISPARSE}", "0.5.23", code="HSF103") == [
        ("HSF103", "unfixable")
    ]


@pytest.mark.parametrize(("version", "refused"), [("0.5.19", True), ("0.5.20", False)])
def test_the_architecture_list_is_the_releases(tmp_path: Path, version: str, refused: bool) -> None:
    """Hunyuan V4 (`HYV4ForCausalLM`) joins `is_deepseek_dsa` in 0.5.20."""
    hy = _folder(tmp_path, "hy", architectures=["HYV4ForCausalLM"], index_topk=1024)
    codes = _codes(f"--model-path {hy} {HISPARSE}", version, code="HSF103")
    assert codes == ([("HSF103", "unfixable")] if refused else [])


def test_architecture_families_follow_the_release_table() -> None:
    assert "HYV4ForCausalLM" not in architecture_families(parse_version("0.5.19"))
    assert architecture_families(parse_version("0.5.20"))["HYV4ForCausalLM"] == "dsa"
    assert "DeepseekV4ForCausalLM" not in architecture_families(parse_version("0.5.11"))
    assert architecture_families(parse_version("0.5.12"))["DeepseekV4ForCausalLM"] == "deepseek-v4"


def test_glm5_is_told_by_its_architecture(tmp_path: Path) -> None:
    glm = _folder(tmp_path, "local", architectures=["GlmMoeDsaForCausalLM"], index_topk=2048)
    release = release_for("0.5.17")
    assert pick_model(_site(f"--model-path {glm} {HISPARSE}"), release) == "glm-5"
    assert pick_model(_site(f"--model-path zai-org/GLM-5-FP8 {HISPARSE}"), release) == "glm-5"
    assert pick_model(_site(f"--model-path deepseek-ai/DeepSeek-V3.2 {HISPARSE}"), release) is None


def test_learnable_sinks_come_from_the_config(tmp_path: Path) -> None:
    """`hy_v4`'s config class turns learnable sinks on when config.json leaves them out."""
    release = release_for("0.5.23")
    implicit = _folder(
        tmp_path, "a", architectures=["HYV4ForCausalLM"], index_topk=8, model_type="hy_v4"
    )
    off = _folder(
        tmp_path, "b", architectures=["HYV4ForCausalLM"], index_topk=8, learnable_sink=False
    )
    implicit_model = identify(_site(f"--model-path {implicit} {HISPARSE}"), release)
    off_model = identify(_site(f"--model-path {off} {HISPARSE}"), release)
    assert implicit_model is not None and implicit_model.learnable_sink
    assert off_model is not None and not off_model.learnable_sink


def test_an_unreadable_config_falls_back_to_the_name(tmp_path: Path) -> None:
    folder = tmp_path / "Qwen3-8B"
    folder.mkdir()
    (folder / "config.json").write_text("{not json")
    model = identify(_site(f"--model-path {folder} {HISPARSE}"), release_for("0.5.23"))
    assert model is not None and (model.family, model.from_config) == ("other", False)


def test_a_hub_id_is_read_by_its_name() -> None:
    model = identify(_site(f"--model-path MiniMaxAI/MiniMax-M3 {HISPARSE}"), release_for("0.5.20"))
    assert model is not None and (model.family, model.shown_by) == ("minimax-m3", "MiniMax-M3")
