"""`# hisparse-fix: ignore[CODES]` comments, in every format with comments."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from hisparse_fix.cli import main
from hisparse_fix.engine.pipeline import fix_text
from hisparse_fix.engine.suppression import find_ignores
from hisparse_fix.formats import BY_NAME
from hisparse_fix.sglang.settings import Settings

LAUNCH = "python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache"
E5M2 = f"{LAUNCH} --kv-cache-dtype fp8_e5m2 --dsa-decode-backend tilelang\n"


def fix(text: str, fmt: str, **settings) -> tuple[str, list[str]]:
    result = fix_text(text, BY_NAME[fmt], Settings(**settings))
    return result.text, [f"{item.line}:{item.finding.code}" for item in result.findings]


def test_comment_forms() -> None:
    text = (
        "# hisparse-fix: ignore\nx  #hisparse-fix:ignore[hsf002, HSF3]\n# hisparse-fix: ignored\n"
    )
    found = find_ignores(text)
    assert found[1].codes is None
    assert found[2].codes == ("HSF002", "HSF3")
    assert 3 not in found


@pytest.mark.parametrize("where", ["before", "trailing"])
def test_ignore_all_leaves_a_shell_launch_as_it_is(where: str) -> None:
    text = (
        f"# hisparse-fix: ignore\n{E5M2}"
        if where == "before"
        else E5M2.replace("\n", "  # hisparse-fix: ignore\n")
    )
    assert fix(text, "shell") == (text, [])


def test_ignore_one_code_and_later_rules_judge_the_text_as_written() -> None:
    """HSF002 ignored: the dtype stays, and HSF003 is not judged against a dtype
    the tool did not write (fp8_e5m2 is rejected whatever the backend)."""
    text = f"# hisparse-fix: ignore[HSF002]\n{E5M2}"
    fixed, findings = fix(text, "shell")
    assert "fp8_e5m2" in fixed
    assert "HSF002" not in " ".join(findings)
    only_backend = f"# hisparse-fix: ignore[HSF003]\n{E5M2}"
    fixed, findings = fix(only_backend, "shell")
    assert fixed == only_backend.replace("fp8_e5m2", "fp8_e4m3")
    assert findings == ["2:HSF002"]


def test_a_comment_two_lines_up_does_not_apply() -> None:
    text = f"# hisparse-fix: ignore\n\n{E5M2}"
    assert fix(text, "shell")[1] == ["3:HSF002", "3:HSF003"]


def test_an_ignored_launch_keeps_shared_text_as_it_is() -> None:
    """Two launches read one array; the ignored one does not want it edited, so
    consensus leaves it and the other launch's finding is unfixable."""
    text = (
        "ARGS=(--enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2)\n"
        "# hisparse-fix: ignore\n"
        'python3 -m sglang.launch_server "${ARGS[@]}" --port 1\n'
        'python3 -m sglang.launch_server "${ARGS[@]}" --port 2\n'
    )
    fixed, findings = fix(text, "shell")
    assert fixed == text
    assert findings == ["1:HSF002"]
    result = fix_text(text, BY_NAME["shell"], Settings())
    assert "unfixable" in result.findings[0].finding.severity.value


def test_python_toml_yaml_and_dockerfile() -> None:
    python = (
        "import sglang as sgl\n"
        "# hisparse-fix: ignore[HSF002]\n"
        "sgl.Engine(model_path='m', enable_hisparse=True, disable_radix_cache=True,\n"
        "           kv_cache_dtype='fp8_e5m2')\n"
    )
    assert fix(python, "python") == (python, [])
    toml = (
        "# hisparse-fix: ignore\n[server]\nenable-hisparse = true\n"
        'disable-radix-cache = true\nkv-cache-dtype = "fp8_e5m2"\n'
    )
    assert fix(toml, "toml") == (toml, [])
    yaml = (
        "# hisparse-fix: ignore\nenable-hisparse: true\ndisable-radix-cache: true\n"
        "kv-cache-dtype: fp8_e5m2\n"
    )
    assert fix(yaml, "yaml")[0] == yaml
    docker = f"FROM lmsysorg/sglang\n# hisparse-fix: ignore\nCMD {E5M2}"
    assert fix(docker, "dockerfile") == (docker, [])


def test_notebook_comment_inside_a_json_source_line() -> None:
    source = ["# hisparse-fix: ignore[HSF002]\n", "!" + E5M2]
    notebook = {
        "cells": [{"cell_type": "code", "metadata": {}, "source": source, "outputs": []}],
        "metadata": {},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    text = json.dumps(notebook, indent=1) + "\n"
    fixed, findings = fix(text, "notebook")
    assert "fp8_e5m2" in fixed
    assert [f.split(":")[1] for f in findings] == ["HSF003"]


def test_markdown_fence() -> None:
    text = f"# Recipe\n\n```bash\n# hisparse-fix: ignore\n{E5M2}```\n"
    assert fix(text, "markdown") == (text, [])


def test_unused_ignores_are_reported_with_strict_only(tmp_path: Path) -> None:
    text = (
        "# hisparse-fix: ignore[HSF003]\n"
        f"{LAUNCH} --kv-cache-dtype fp8_e5m2\n"
        "echo done  # hisparse-fix: ignore\n"
        "# hisparse-fix: ignore[HSF002]\n"
        f"{LAUNCH} --kv-cache-dtype fp8_e5m2\n"
    )
    assert fix(text, "shell")[1] == ["2:HSF002"]
    assert fix(text, "shell", report_unused_ignores=True)[1] == ["1:HSF900", "2:HSF002", "3:HSF900"]
    path = tmp_path / "x.sh"
    path.write_text(text)
    runner = CliRunner()
    plain = runner.invoke(main, ["--check", "--ignore", "HSF002", str(path)])
    assert plain.exit_code == 0
    strict = runner.invoke(main, ["--check", "--strict", "--ignore", "HSF002", str(path)])
    assert strict.exit_code == 1
    assert f"{path}:1:1: HSF900 warning: unused suppression" in strict.stdout
    quiet = runner.invoke(main, ["--check", "--strict", "--ignore", "HSF002,HSF9", str(path)])
    assert quiet.exit_code == 0
    explained = runner.invoke(main, ["--explain", "unused-ignore"])
    assert explained.stdout.startswith("HSF900 (unused-ignore)")


KEYWORDS = (
    "import sglang as sgl\n\nengine = sgl.Engine(\n"
    '    model_path="deepseek-ai/DeepSeek-V3.2",\n'
    "    enable_hisparse=True,\n"
    "    disable_radix_cache=True,\n"
    '    kv_cache_dtype="fp8_e5m2",  # hisparse-fix: ignore[HSF002]\n'
    '    dsa_decode_backend="tilelang",\n'
    ")\n"
)


def test_a_comment_at_the_end_of_a_finding_s_line_suppresses_it_as_ruff_s_noqa() -> None:
    """Not on the launch's first line: on the line of the keyword it is about. The
    backend is judged against the dtype as written (fp8_e5m2, which no backend takes)."""
    fixed, findings = fix(KEYWORDS, "python")
    assert fixed == KEYWORDS.replace('    dsa_decode_backend="tilelang",\n', "")
    assert findings == ["8:HSF003"]
    other = KEYWORDS.replace("ignore[HSF002]", "ignore[HSF003]")
    fixed, findings = fix(other, "python")
    assert "fp8_e4m3" in fixed and findings[0] == "7:HSF002"


def test_a_trailing_comment_that_suppresses_is_not_called_unused(tmp_path: Path) -> None:
    path = tmp_path / "serve.py"
    path.write_text(KEYWORDS.replace('    dsa_decode_backend="tilelang",\n', ""))
    done = CliRunner().invoke(main, ["--check", "--strict", str(path)])
    assert done.exit_code == 0, done.output
    assert "HSF900" not in done.output
    path.write_text(KEYWORDS.replace("ignore[HSF002]", "ignore[HSF104]"))
    done = CliRunner().invoke(main, ["--check", "--strict", str(path)])
    assert "7:33: HSF900" in done.output
