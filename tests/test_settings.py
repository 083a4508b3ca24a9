"""Settings files: `[tool.hisparse-fix]` in pyproject.toml or hisparse-fix.toml."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from hisparse_fix.cli import main
from hisparse_fix.project import config

LAUNCH = "python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache"
TILELANG = f"{LAUNCH} --dsa-decode-backend tilelang\n"


def run(*args: str):
    return CliRunner().invoke(main, list(args), catch_exceptions=False)


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    """A folder that stops the upward search (as a git work tree's root does)."""
    (tmp_path / ".git").mkdir()
    return tmp_path


def test_pyproject_platform_changes_the_fix_and_the_command_line_wins(repo: Path) -> None:
    (repo / "pyproject.toml").write_text(
        '[project]\nname = "x"\n\n[tool.hisparse-fix]\nplatform = "rocm"\n'
    )
    (repo / "recipes").mkdir()
    script = repo / "recipes" / "serve.sh"
    script.write_text(TILELANG)
    assert run("--check", str(script)).exit_code == 0  # tilelang is a ROCm backend
    assert run("--check", str(repo)).exit_code == 0
    cuda = run("--check", "--platform", "cuda", str(script))
    assert cuda.exit_code == 1
    assert "HSF003 --dsa-decode-backend tilelang is not allowed" in cuda.stdout
    assert run("--check", "--isolated", str(script)).exit_code == 1


def test_own_file_comes_first_and_lists_are_read(repo: Path) -> None:
    (repo / "pyproject.toml").write_text('[tool.hisparse-fix]\nplatform = "rocm"\n')
    (repo / "hisparse-fix.toml").write_text(
        'ignore = ["HSF003"]\nextend-exclude = ["old"]\nkv_cache_dtype_target = "bfloat16"\n'
    )
    (repo / "old").mkdir()
    (repo / "old" / "x.sh").write_text(f"{LAUNCH} --kv-cache-dtype fp8_e5m2\n")
    (repo / "a.sh").write_text(f"{LAUNCH} --kv-cache-dtype fp8_e5m2 --dsa-decode-backend fa3\n")
    result = run("--check", str(repo))
    assert "old/x.sh" not in result.stdout
    assert "HSF003" not in result.stdout  # ignored by the file; the platform is cuda
    assert "set to bfloat16" in result.stdout
    # ruff's layers: the command line's --ignore adds to the file's; a selection undoes it
    assert "HSF003" not in run("--check", "--ignore", "HSF9", str(repo)).stdout
    assert "HSF003" in run("--check", "--extend-select", "HSF003", str(repo)).stdout
    assert "HSF003" in run("--check", "--select", "ALL", str(repo)).stdout


def test_search_stops_at_the_work_tree_root(tmp_path: Path) -> None:
    (tmp_path / "pyproject.toml").write_text('[tool.hisparse-fix]\nplatform = "rocm"\n')
    inner = tmp_path / "inner"
    (inner / ".git").mkdir(parents=True)
    assert config.load(inner).path is None
    assert config.load(tmp_path).values == {"platform": "rocm"}


def test_pyproject_without_the_table_is_passed_over(tmp_path: Path) -> None:
    (tmp_path / "pyproject.toml").write_text('[tool.hisparse-fix]\nplatform = "rocm"\n')
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "pyproject.toml").write_text('[project]\nname = "sub"\n')
    found = config.load(tmp_path / "sub")
    assert found.path == tmp_path / "pyproject.toml"


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        ('platfrom = "rocm"', "unknown key 'platfrom' (allowed: platform, sglang-version"),
        ('platform = "tpu"', "platform = 'tpu' is not allowed: expected one of cuda, rocm"),
        ('backend-fix = "keep"', "expected one of drop, replace"),
        ('sglang-version = "0.4.0"', "sglang-version = '0.4.0' is not allowed"),
        ('select = "E501"', "Unknown rule selector `E501` in `select` from `"),
        ("select = [3]", "expected a list of rule codes"),
        ('ignore = ["HSF999"]', "in `ignore` from `"),
        ('per-file-settings = { "a/*" = { jobs = 2 } }', "unknown key 'jobs' (allowed: platform"),
        ('per-file-settings = { "a/*" = { ignore = ["HSF9999"] } }', "Unknown rule selector"),
        ('extend = "missing.toml"', "no such file"),
        ('extend = "pyproject.toml"', "leads back to itself"),
        ("exclude = 3", "expected a list of strings"),
        ("jobs = 0", "expected a whole number"),
        ("platform = [", "not valid TOML"),
    ],
)
def test_a_bad_key_or_value_names_the_file_key_and_what_is_allowed(
    repo: Path, body: str, expected: str
) -> None:
    (repo / "pyproject.toml").write_text(f"[tool.hisparse-fix]\n{body}\n")
    (repo / "a.sh").write_text(TILELANG)
    result = run("--check", str(repo / "a.sh"))
    assert result.exit_code == 2
    assert str(repo / "pyproject.toml") in result.stderr
    assert expected in result.stderr
    if "TOML" not in expected:
        assert "[tool.hisparse-fix]" in result.stderr


def test_explicit_config_file(tmp_path: Path) -> None:
    settings = tmp_path / "ci.toml"
    settings.write_text('platform = "rocm"\n')
    (tmp_path / "a.sh").write_text(TILELANG)
    assert run("--check", "--config", str(settings), str(tmp_path / "a.sh")).exit_code == 0


def test_the_fixtures_table_does_not_configure_the_test_suite() -> None:
    """fixtures/toml/10_pyproject.toml holds a [tool.hisparse-fix] table, but it is not
    named pyproject.toml: runs over fixtures/ use the repository's own pyproject.toml,
    which has no table."""
    root = Path(__file__).resolve().parent.parent
    assert "[tool.hisparse-fix]" in (root / "fixtures/toml/10_pyproject.toml").read_text()
    assert config.load(root / "fixtures" / "toml").values == {}
