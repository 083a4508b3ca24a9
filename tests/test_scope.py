"""`--scope all`: the spelling and refused-option rules on every SGLang launch."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from hisparse_fix.cli import main
from hisparse_fix.engine.pipeline import fix_text, process_bytes
from hisparse_fix.formats import format_for
from hisparse_fix.project import config
from hisparse_fix.sglang.matrix import release_for
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.vocabulary.sites import Severity

PLAIN = (
    "python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 "
    "--nsa-prefill-backend flashmla_sparse --kv-cache-dtype fp8_e5m2\n"
)
"""A DeepSeek-V3.2 launch without HiSparse, spelled for SGLang 0.5.12."""


def _fix(text: str, name: str = "serve.sh", **settings: object):
    fmt = format_for(Path(name))
    assert fmt is not None
    return fix_text(text, fmt, Settings(**settings))  # type: ignore[arg-type]


@pytest.mark.parametrize("version", ["0.5.20", "0.5.23"])
def test_all_renames_the_flag_of_a_launch_without_hisparse(version: str) -> None:
    fixed = _fix(PLAIN, scope="all", release=release_for(version))
    assert fixed.text == PLAIN.replace("--nsa-prefill-backend", "--dsa-prefill-backend")
    ((item,),) = [fixed.findings]
    assert (item.finding.code, item.finding.severity) == ("HSF008", Severity.FIX)
    assert f"not an option of SGLang {version}" in item.finding.message


@pytest.mark.parametrize("version", ["0.5.20", "0.5.23"])
def test_the_default_scope_leaves_it_alone(version: str) -> None:
    fixed = _fix(PLAIN, release=release_for(version))
    assert fixed.text == PLAIN
    assert fixed.findings == ()


def test_where_the_alias_runs_it_is_a_warning_and_older_releases_get_nsa_back() -> None:
    warned = _fix(PLAIN, scope="all", release=release_for("0.5.19"))
    assert [item.finding.severity for item in warned.findings] == [Severity.WARNING]
    dsa = PLAIN.replace("--nsa-prefill-backend", "--dsa-prefill-backend")
    assert _fix(dsa, scope="all", release=release_for("0.5.12")).text == PLAIN


def test_all_runs_no_hisparse_rule_on_a_launch_without_it() -> None:
    """`fp8_e5m2` is refused with HiSparse only: without it nothing but the spelling."""
    fixed = _fix(PLAIN, scope="all")
    assert {item.finding.code for item in fixed.findings} == {"HSF008"}
    assert "--kv-cache-dtype fp8_e5m2" in fixed.text


def test_a_file_without_hisparse_is_read_only_under_all() -> None:
    data = (
        b"services:\n  sglang:\n    image: lmsysorg/sglang\n"
        b'    command: ["python3", "-m", "sglang.launch_server",\n'
        b'      "--nsa-decode-backend", "flashmla_kv"]\n'
    )
    fmt = format_for(Path("compose.yaml"))
    assert fmt is not None
    assert not process_bytes("compose.yaml", data, fmt, Settings()).findings
    fixed = process_bytes("compose.yaml", data, fmt, Settings(scope="all"))
    assert b"--dsa-decode-backend" in fixed.fixed_bytes
    assert [item.finding.code for item in fixed.findings] == ["HSF008"]


def test_python_argv_and_command_strings_are_read_under_all() -> None:
    text = (
        "import subprocess\n"
        'subprocess.run(["python3", "-m", "sglang.launch_server", "--nsa-decode-backend", "fa3"])\n'
        'subprocess.run("python3 -m sglang.launch_server --cuda-graph-max-bs 8", shell=True)\n'
    )
    assert _fix(text, "serve.py").findings == ()
    fixed = _fix(text, "serve.py", scope="all")
    assert '"--dsa-decode-backend"' in fixed.text
    assert [item.finding.code for item in fixed.findings] == ["HSF008", "HSF104"]


def test_a_flag_another_program_reads_is_not_edited() -> None:
    text = (
        'FLAGS="--nsa-prefill-backend tilelang"\n'
        "python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 $FLAGS\n"
        "python3 compare.py $FLAGS\n"
    )
    fixed = _fix(text, scope="all")
    assert fixed.text == text
    ((item,),) = [fixed.findings]
    assert item.finding.severity is Severity.UNFIXABLE
    assert "also read by the `python3` command on line 3" in item.finding.message


def test_other_engines_are_not_sglang_launches() -> None:
    text = "vllm serve deepseek-ai/DeepSeek-V3.2 --nsa-prefill-backend flashmla_sparse\n"
    assert _fix(text, scope="all").findings == ()


def _run(*args: str):
    return CliRunner().invoke(main, list(args), catch_exceptions=False)


def test_the_settings_key_and_the_option(tmp_path: Path) -> None:
    (tmp_path / ".git").mkdir()
    script = tmp_path / "serve.sh"
    script.write_text(PLAIN)
    assert _run("--check", "--sglang-version", "0.5.20", str(script)).exit_code == 0
    found = _run("--check", "--scope", "all", "--sglang-version", "0.5.20", str(script))
    assert found.exit_code == 1
    assert "HSF008 --nsa-prefill-backend is not an option of SGLang 0.5.20" in found.stdout
    (tmp_path / "hisparse-fix.toml").write_text('scope = "all"\n')
    assert _run("--check", "--sglang-version", "0.5.20", str(script)).exit_code == 1
    given = _run("--check", "--scope", "hisparse", "--sglang-version", "0.5.20", str(script))
    assert given.exit_code == 0  # the command line wins


def test_a_bad_scope_is_refused_with_the_choices(tmp_path: Path) -> None:
    path = tmp_path / "hisparse-fix.toml"
    with pytest.raises(
        config.ConfigError, match="scope = 'every' is not allowed: expected one of hisparse, all"
    ):
        config.parse(path, {"scope": "every"})
