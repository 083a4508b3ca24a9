"""The Python API: the CLI's engine on a text, its settings as the CLI resolves them."""

from __future__ import annotations

import contextlib
import io
import re
import subprocess
import sys
from pathlib import Path

import pytest
import tomlkit

import hisparse_fix
from hisparse_fix import CheckError, Finding, Settings, SettingsError, Severity
from hisparse_fix.sglang.matrix import newest
from hisparse_fix.sglang.settings import Settings as EngineSettings
from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.text_positions import Lines, Position
from tests.conftest import FIXTURES, ROOT, fixture_files, output_bytes, run_fixture

SHELL = """\
#!/bin/bash
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \\
  --enable-hisparse --kv-cache-dtype fp8_e5m2
"""
NEWEST = Settings(sglang_version=newest().version)


def _text_in(text: str, finding: Finding) -> str:
    lines = Lines(text)
    return text[lines.offset(finding.range.start) : lines.offset(finding.range.end)]


def test_check_gives_each_finding_its_code_severity_and_the_range_of_its_option() -> None:
    findings = hisparse_fix.check(SHELL, path="serve.sh")
    assert {(f.code, f.name, f.severity) for f in findings} == {
        ("HSF002", "kv-cache-dtype", Severity.FIX),
        ("HSF004", "radix-cache", Severity.FIX),
    }
    dtype = next(f for f in findings if f.code == "HSF002")
    assert _text_in(SHELL, dtype) == "--kv-cache-dtype fp8_e5m2"
    assert dtype.range.start == Position(2, 20)
    assert "fp8_e5m2" in dtype.message


def test_fix_gives_the_fixed_text_and_the_findings_of_the_original() -> None:
    result = hisparse_fix.fix(SHELL, path="serve.sh")
    assert result.fixed
    assert "--kv-cache-dtype fp8_e4m3" in result.text
    assert "--disable-radix-cache" in result.text
    assert hisparse_fix.check(result.text, path="serve.sh") == []
    assert {f.code for f in result.findings} == {"HSF002", "HSF004"}


def test_a_text_without_a_launch_is_returned_as_it_is() -> None:
    result = hisparse_fix.fix("echo hello\n", format="shell")
    assert (result.text, result.findings, result.fixed) == ("echo hello\n", (), False)


def _one_per_format() -> list[Path]:
    chosen: dict[str, Path] = {}
    for path in fixture_files():
        folder = path.relative_to(FIXTURES).parts[0]
        if "_neg_" not in path.name and folder not in chosen and run_fixture(path).changed:
            chosen[folder] = path
    return sorted(chosen.values())


@pytest.mark.parametrize("path", _one_per_format(), ids=lambda p: p.parent.name)
def test_fix_is_the_engine_run_of_the_cli_on_the_same_file(path: Path) -> None:
    """The same fixed bytes and findings as the engine's run over the file's bytes."""
    engine = run_fixture(path, EngineSettings(release=newest()))
    text = path.read_bytes().decode("utf-8", "surrogateescape")
    result = hisparse_fix.fix(text, path=path, settings=NEWEST)
    assert result.text.encode("utf-8", "surrogateescape") == output_bytes(engine, path)
    assert [f.code for f in result.findings] == [item.finding.code for item in engine.findings]
    lines = Lines(text)
    starts = [lines.offset(f.range.start) for f in result.findings]
    assert starts == [item.finding.span.start for item in engine.findings]


@pytest.mark.parametrize("path", _one_per_format(), ids=lambda p: p.parent.name)
def test_each_fix_applied_alone_removes_its_own_finding(path: Path) -> None:
    text = path.read_bytes().decode("utf-8", "surrogateescape")
    findings = hisparse_fix.check(text, path=path, settings=NEWEST)
    fixable = [f for f in findings if f.fix]
    assert fixable
    for finding in fixable:
        after = hisparse_fix.apply_edits(text, finding.fix)
        assert after != text
        left = hisparse_fix.check(after, path=path, settings=NEWEST)
        assert len([f for f in left if f.code == finding.code]) < len(
            [f for f in findings if f.code == finding.code]
        ), finding


def test_the_format_comes_from_format_then_path_then_the_text() -> None:
    toml = 'args = ["--enable-hisparse", "--kv-cache-dtype", "fp8_e5m2"]\n'
    by_format = hisparse_fix.check(toml, format="toml")
    assert "HSF002" in {f.code for f in by_format}
    assert hisparse_fix.check(toml, path="launch.toml") == by_format
    assert hisparse_fix.check(SHELL) == hisparse_fix.check(SHELL, format="shell")
    with pytest.raises(CheckError, match="unknown format 'bash'"):
        hisparse_fix.check(SHELL, format="bash")
    with pytest.raises(CheckError, match=r"cannot tell the format of notes\.rst"):
        hisparse_fix.check(SHELL, path="notes.rst")


def test_a_text_that_cannot_be_read_raises_with_where() -> None:
    with pytest.raises(CheckError) as raised:
        hisparse_fix.check('enable-hisparse = true\nx = "\n', path="serve.toml")
    assert raised.value.range is not None
    assert raised.value.range.start.line == 1


def test_settings_choose_the_platform_release_and_rules() -> None:
    rocm = hisparse_fix.check(SHELL, format="shell", settings=Settings(platform="cpu"))
    assert [f.code for f in rocm] == ["HSF001"]
    only = Settings(select=("kv-cache-dtype",))
    assert [f.code for f in hisparse_fix.check(SHELL, format="shell", settings=only)] == ["HSF002"]
    ignored = Settings(ignore=["HSF002"])
    assert [f.code for f in hisparse_fix.check(SHELL, format="shell", settings=ignored)] == [
        "HSF004"
    ]
    bf16 = Settings(kv_cache_dtype_target="bfloat16")
    assert (
        "--kv-cache-dtype bfloat16" in hisparse_fix.fix(SHELL, format="shell", settings=bf16).text
    )


def test_settings_values_are_checked_when_made() -> None:
    with pytest.raises(SettingsError, match="platform = 'tpu' is not allowed"):
        Settings(platform="tpu")
    with pytest.raises(SettingsError, match="Unknown rule selector `HSF77`"):
        Settings(select=("HSF77",))
    with pytest.raises(SettingsError, match=r"no table for SGLang 9\.9\.9"):
        Settings(sglang_version="9.9.9")


def test_from_options_reads_dashed_python_and_camel_case_keys() -> None:
    made = Settings.from_options(
        {"platform": "rocm", "sglang-version": "0.5.20", "kvCacheDtypeTarget": "bfloat16"}
    )
    assert (made.platform, made.sglang_version, made.kv_cache_dtype_target) == (
        "rocm",
        "0.5.20",
        "bfloat16",
    )
    assert Settings.from_options({"release": "0.5.21"}).sglang_version == "0.5.21"
    assert Settings.from_options({"gpu": "mi300"}, base=made).platform == "rocm"
    with pytest.raises(SettingsError, match="unknown setting 'colour'"):
        Settings.from_options({"colour": True})
    engine = made.resolve()
    assert (engine.platform, engine.platform_chosen, engine.release.version) == (
        "rocm",
        True,
        "0.5.20",
    )


def _project(tmp_path: Path, table: str) -> Path:
    (tmp_path / ".git").mkdir()
    (tmp_path / "hisparse-fix.toml").write_text(table)
    recipes = tmp_path / "recipes" / "amd"
    recipes.mkdir(parents=True)
    return recipes / "serve.sh"


def test_discover_reads_the_settings_file_the_cli_reads_with_its_per_file_globs(
    tmp_path: Path,
) -> None:
    path = _project(
        tmp_path,
        'select = ["HSF001", "HSF002", "HSF004"]\n'
        '[per-file-settings]\n"recipes/amd/*" = { platform = "cpu" }\n',
    )
    found = Settings.discover(path)
    assert found.settings_file == tmp_path / "hisparse-fix.toml"
    assert [f.code for f in hisparse_fix.check(SHELL, path=path, settings=found)] == ["HSF001"]
    elsewhere = tmp_path / "serve.sh"
    codes = {f.code for f in hisparse_fix.check(SHELL, path=elsewhere, settings=found)}
    assert codes == {"HSF002", "HSF004"}


def test_options_sit_over_the_settings_file_as_the_command_line_does(tmp_path: Path) -> None:
    path = _project(tmp_path, 'platform = "cpu"\nselect = ["HSF002"]\n')
    over = Settings.discover(path, platform="cuda")
    assert [f.code for f in hisparse_fix.check(SHELL, path=path, settings=over)] == ["HSF002"]
    extended = replace(over, extend_select=("HSF004",))
    codes = {f.code for f in hisparse_fix.check(SHELL, path=path, settings=extended)}
    assert codes == {"HSF002", "HSF004"}


def test_from_file_reads_a_pyproject_table_and_refuses_a_bad_key(tmp_path: Path) -> None:
    pyproject = tmp_path / "pyproject.toml"
    pyproject.write_text('[tool.hisparse-fix]\nplatform = "cpu"\n')
    assert Settings.from_file(pyproject).resolve().platform == "cpu"
    pyproject.write_text('[tool.hisparse-fix]\nplatfrom = "cpu"\n')
    with pytest.raises(SettingsError, match="unknown key 'platfrom'"):
        Settings.from_file(pyproject)


def test_discover_without_a_settings_file_is_the_defaults(tmp_path: Path) -> None:
    (tmp_path / ".git").mkdir()
    assert Settings.discover(tmp_path / "serve.sh") == Settings()


def test_strict_reports_an_ignore_comment_that_suppresses_nothing() -> None:
    text = "# hisparse-fix: ignore[HSF003]\n" + SHELL.split("\n", 1)[1]
    strict = {
        f.code for f in hisparse_fix.check(text, format="shell", settings=Settings(strict=True))
    }
    assert "HSF900" in strict
    assert "HSF900" not in {f.code for f in hisparse_fix.check(text, format="shell")}


IGNORED = {
    "shell": (SHELL, "serve.sh"),
    "python": (
        'import subprocess\n\ndef go():\n    subprocess.run(\n        ["python3", "-m",'
        ' "sglang.launch_server", "--enable-hisparse", "--kv-cache-dtype", "fp8_e5m2"]\n    )\n',
        "go.py",
    ),
    "yaml": (
        "services:\n  sglang:\n    command:\n      - python3\n      - -m\n"
        "      - sglang.launch_server\n      - --enable-hisparse\n      - --kv-cache-dtype\n"
        "      - fp8_e5m2\n",
        "compose.yaml",
    ),
    "toml": ('[server]\nenable-hisparse = true\nkv-cache-dtype = "fp8_e5m2"\n', "s.toml"),
    "markdown": ("# Serve\n\n```bash\n" + SHELL.split("\n", 1)[1] + "```\n", "README.md"),
    "dockerfile": (
        'FROM lmsysorg/sglang\nCMD ["python3", "-m", "sglang.launch_server",'
        ' "--enable-hisparse", "--kv-cache-dtype", "fp8_e5m2"]\n',
        "Dockerfile",
    ),
}


@pytest.mark.parametrize("name", sorted(IGNORED))
def test_ignore_edit_writes_the_comment_that_silences_the_finding(name: str) -> None:
    text, path = IGNORED[name]
    finding = next(f for f in hisparse_fix.check(text, path=path) if f.code == "HSF002")
    edit = hisparse_fix.ignore_edit(text, finding, path=path)
    assert edit is not None
    assert edit.new_text.strip() == "# hisparse-fix: ignore[HSF002]"
    after = hisparse_fix.apply_edits(text, [edit])
    codes = [f.code for f in hisparse_fix.check(after, path=path)]
    assert "HSF002" not in codes
    assert codes == [f.code for f in hisparse_fix.check(text, path=path) if f.code != "HSF002"]


def test_ignore_edit_adds_the_code_to_a_comment_already_there() -> None:
    text = "# hisparse-fix: ignore[HSF004]\n" + SHELL.split("\n", 1)[1]
    (finding,) = hisparse_fix.check(text, format="shell")
    edit = hisparse_fix.ignore_edit(text, finding, format="shell")
    assert edit is not None
    after = hisparse_fix.apply_edits(text, [edit])
    assert after.startswith("# hisparse-fix: ignore[HSF004, HSF002]\n")
    assert hisparse_fix.check(after, format="shell") == []


def test_no_ignore_edit_where_a_line_continues_into_the_launch_or_in_notebook_json() -> None:
    text = "cd /srv && \\\n" + SHELL.split("\n", 1)[1]
    finding = next(f for f in hisparse_fix.check(text, format="shell") if f.code == "HSF002")
    assert hisparse_fix.ignore_edit(text, finding, format="shell") is None
    notebook = FIXTURES / "notebook" / "01_docs_launch_server_cmd.ipynb"
    source = notebook.read_text()
    first = hisparse_fix.check(source, path=notebook)[0]
    assert hisparse_fix.ignore_edit(source, first, path=notebook) is None


def test_importing_the_package_loads_no_engine() -> None:
    """`hisparse-fix --version` imports the package: the API comes on first use."""
    code = (
        "import sys, hisparse_fix; assert 'hisparse_fix.engine.pipeline' not in sys.modules;"
        " hisparse_fix.check; assert 'hisparse_fix.api' in sys.modules"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)
    assert set(hisparse_fix.__all__) <= set(dir(hisparse_fix))
    with pytest.raises(AttributeError):
        _ = hisparse_fix.no_such_name  # type: ignore[attr-defined]


def test_the_package_is_marked_typed_and_ships_the_marker() -> None:
    assert (ROOT / "hisparse_fix" / "py.typed").is_file()
    data = tomlkit.parse((ROOT / "pyproject.toml").read_text())
    assert "py.typed" in data["tool"]["setuptools"]["package-data"]["hisparse_fix"]


def _block_after(text: str, heading: str, language: str) -> str:
    match = re.search(rf"^{re.escape(heading)}\n\n```{language}\n(.*?)```", text, re.S | re.M)
    assert match, f"no {language} block after {heading!r}"
    return match.group(1)


@pytest.mark.parametrize("page_name", ["docs/api.md", "README.md"])
def test_the_documented_example_runs_and_prints_what_it_shows(page_name: str) -> None:
    """The API example of docs/api.md and of the README is run, and its output compared."""
    page = (ROOT / page_name).read_text()
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        exec(_block_after(page, "Example:", "python"), {})
    assert printed.getvalue() == _block_after(page, "Output:", "text")


def test_settings_say_whether_they_exclude_a_file(tmp_path: Path) -> None:
    """As `--force-exclude` judges a file named on the command line: by the settings file
    that governs it, and by the default excludes."""
    (tmp_path / "hisparse-fix.toml").write_text('extend-exclude = ["vendor"]\n')
    (tmp_path / ".git").mkdir()
    settings = hisparse_fix.Settings.discover(tmp_path / "serve.sh")
    assert settings.excludes(tmp_path / "vendor" / "serve.sh")
    assert not settings.excludes(tmp_path / "serve.sh")
    assert settings.excludes(tmp_path / ".venv" / "lib" / "serve.sh")
