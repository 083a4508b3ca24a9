"""The command line as a ruff user expects it (issue 19, items 3, 4 and 7): rule
selectors checked, `--fix`, `-q` / `--silent`, `--statistics`, `--output-file`,
`--show-fixes`, the summary on stdout, `.` by default, missing paths and empty runs,
unknown releases, `--exit-zero`, messages without control bytes, stdin sniffing."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from hisparse_fix.cli import main
from hisparse_fix.engine.pipeline import Problem, Result
from hisparse_fix.formats.sniff import sniff
from hisparse_fix.outputs import report

LAUNCH = "python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache"
BROKEN = f"{LAUNCH} --kv-cache-dtype fp8_e5m2 --dsa-decode-backend fa3\n"
UNFIXABLE = (
    "import sglang as sgl\n"
    "sgl.Engine(model_path='m', enable_hisparse=True, disable_radix_cache=True,\n"
    "           kv_cache_dtype=('fp8_' 'e5m2'))\n"
)


def run(*args: str, stdin: bytes | None = None):
    return CliRunner().invoke(main, list(args), input=stdin, catch_exceptions=False)


@pytest.fixture
def script(tmp_path: Path) -> Path:
    path = tmp_path / "serve.sh"
    path.write_text(BROKEN)
    return path


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--select", "HSF999"], "Unknown rule selector `HSF999` in `select` from the command"),
        (["--select", "HSF999"], "did you mean `HSF900`?"),
        (["--select", "HSF0O2"], "did you mean `HSF002`?"),
        (["--ignore", "radix-cahce"], "did you mean `radix-cache`?"),
        (["--ignore", "HSF999"], "Unknown rule selector `HSF999` in `ignore`"),
        (["--extend-select", "dsa-bakend"], "did you mean `dsa-backend`?"),
        (["--extend-ignore", "E501"], "Unknown rule selector `E501` in `extend-ignore`"),
    ],
)
def test_an_unknown_rule_selector_is_a_usage_error(
    script: Path, args: list[str], message: str
) -> None:
    result = run("--check", *args, str(script))
    assert result.exit_code == 2
    assert message in result.stderr


def test_all_names_and_extend_select_choose_rules(script: Path) -> None:
    assert "HSF003" in run("--check", "--select", "ALL", str(script)).stdout
    only = run("--check", "--select", "dsa-backend", str(script)).stdout
    assert "HSF003" in only and "HSF002" not in only
    both = run("--check", "--select", "HSF003", "--extend-select", "HSF002", str(script)).stdout
    assert "HSF002" in both and "HSF003" in both
    less = run("--check", "--extend-ignore", "kv-cache-dtype", str(script)).stdout
    assert "HSF002" not in less and "HSF003" in less


def test_selectors_in_a_settings_file_are_checked(tmp_path: Path, script: Path) -> None:
    (tmp_path / ".git").mkdir()
    (tmp_path / "hisparse-fix.toml").write_text('extend-select = ["HSF0O2"]\n')
    result = run("--check", str(script))
    assert result.exit_code == 2
    assert "Unknown rule selector `HSF0O2` in `extend-select` from `" in result.stderr
    assert "hisparse-fix.toml" in result.stderr
    (tmp_path / "hisparse-fix.toml").write_text('select = ["ALL"]\nextend-ignore = ["HSF002"]\n')
    shown = run("--check", str(script)).stdout
    assert "HSF003" in shown and "HSF002" not in shown


def test_fix_is_write(script: Path) -> None:
    result = run("--fix", str(script))
    assert result.exit_code == 0
    assert "fp8_e4m3" in script.read_text()


def test_quiet_prints_diagnostics_only_and_silent_nothing(script: Path) -> None:
    quiet = run("-q", "--check", str(script))
    assert quiet.exit_code == 1
    assert quiet.stdout.splitlines()[0].startswith(f"{script}:1:")
    assert "Found" not in quiet.stdout
    silent = run("--silent", "--check", str(script))
    assert silent.exit_code == 1
    assert silent.stdout == silent.stderr == ""
    missing = run("--silent", "--check", str(script.with_name("nope.sh")))
    assert missing.exit_code == 2
    assert missing.stdout == missing.stderr == ""


def test_summary_is_on_stdout(script: Path) -> None:
    result = run("--check", str(script))
    assert result.stdout.endswith("Found 2 problems in 1 file (all fixable with --write).\n")
    assert result.stderr == ""


def test_statistics_count_by_rule(script: Path, tmp_path: Path) -> None:
    (tmp_path / "two.sh").write_text(BROKEN)
    result = run("--check", "--statistics", str(tmp_path))
    assert result.exit_code == 1
    lines = result.stdout.splitlines()
    assert lines[:2] == ["2\tHSF002\t[*] kv-cache-dtype", "2\tHSF003\t[*] dsa-backend"]
    assert lines[2].startswith("Found 4 problems in 2 files")


def test_output_file_takes_the_report(script: Path, tmp_path: Path) -> None:
    out = tmp_path / "report.txt"
    result = run("--check", "--output-file", str(out), str(script))
    assert result.exit_code == 1
    assert result.stdout == ""
    assert f"{script}:1:" in out.read_text()
    assert out.read_text().endswith("(all fixable with --write).\n")
    sarif = tmp_path / "report.sarif"
    run("--check", "--format", "sarif", "--output-file", str(sarif), str(script))
    assert '"version": "2.1.0"' in sarif.read_text()


def test_write_lists_what_is_left_and_show_fixes_what_was_fixed(tmp_path: Path) -> None:
    fixable = tmp_path / "serve.sh"
    fixable.write_text(BROKEN)
    stuck = tmp_path / "serve.py"
    stuck.write_text(UNFIXABLE)
    result = run("--write", str(fixable), str(stuck))
    assert result.exit_code == 1
    assert "HSF002 unfixable" in result.stdout
    assert f"{fixable}:" not in result.stdout  # fixed: not listed as open
    fixable.with_name("again.sh").write_text(BROKEN)
    shown = run("--write", "--show-fixes", str(fixable.with_name("again.sh"))).stdout
    assert shown.splitlines() == [
        "Fixed 2 problems:",
        f"- {fixable.with_name('again.sh')}:",
        f"    1 {report.TIMES} HSF002 (kv-cache-dtype)",
        f"    1 {report.TIMES} HSF003 (dsa-backend)",
        "Fixed 2 problems in 1 file.",
    ]


def test_no_path_means_the_current_folder(
    script: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    result = run("--check")
    assert result.exit_code == 1
    assert result.stdout.startswith("serve.sh:1:")


def test_a_missing_file_is_an_error_named_as_ruff_names_it(tmp_path: Path) -> None:
    result = run("--check", str(tmp_path / "nope.sh"))
    assert result.exit_code == 2
    assert f"{tmp_path / 'nope.sh'}: error: No such file or directory" in result.stderr
    assert result.stdout == "No files checked; 1 path not found.\n"
    assert run("--check", "--exit-zero", str(tmp_path / "nope.sh")).exit_code == 0


def test_an_empty_or_binary_only_folder_says_so(tmp_path: Path) -> None:
    empty = run("--check", str(tmp_path))
    assert empty.exit_code == 0
    assert empty.stdout == "No files checked.\n"
    assert "warning: no file hisparse-fix reads under the given paths" in empty.stderr
    (tmp_path / "blob.sh").write_bytes(b"\0\1\2 --enable-hisparse")
    assert run("--check", str(tmp_path)).stdout == "No files checked.\n"


def test_an_unknown_release_is_refused_with_the_known_ones(script: Path) -> None:
    result = run("--check", "--sglang-version", "9.9", str(script))
    assert result.exit_code == 2
    assert "no table for SGLang 9.9" in result.stderr
    assert "0.5.23" in result.stderr and "auto" in result.stderr
    assert run("--check", "--sglang-version", "0.5.23", str(script)).exit_code == 1


def test_auto_names_the_newest_table_for_a_newer_installed_sglang(
    script: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from hisparse_fix.sglang import matrix

    monkeypatch.setattr(matrix, "installed_release", lambda: matrix.release_for("9.9"))
    result = run("--check", str(script))
    assert "sglang 9.9 is installed, newer than every table" in result.stderr
    assert "SGLang 0.5.23 " in result.stdout and "9.9" not in result.stdout


def test_exit_zero_exits_0_on_a_parse_error(tmp_path: Path) -> None:
    bad = tmp_path / "bad.sh"
    bad.write_text(f'{LAUNCH} --kv-cache-dtype "fp8\n')
    assert run("--check", str(bad)).exit_code == 2
    assert run("--check", "--exit-zero", str(bad)).exit_code == 0
    assert run("--check", "--exit-zero", "--select", "HSF999", str(bad)).exit_code == 2


def test_messages_hold_no_control_bytes() -> None:
    line = report.problem_line(Result("a\0b.sh", problem=Problem("bad \0 byte\x1b[31m")))
    assert line == "a\\x00b.sh: error: bad \\x00 byte\\x1b[31m"


SCRIPT = (
    "python3 -m sglang.launch_server \\\n"
    "  --enable-hisparse --disable-radix-cache \\\n"
    "  --kv-cache-dtype fp8_e5m2 \\\n"
    "  --dsa-decode-backend fa3  # note: from the recipe\n"
)
"""A script without `#!` that is also one plain YAML scalar (a `key: ` in its comment)."""


def test_stdin_without_a_name_reads_a_plain_script_as_shell() -> None:
    fmt = sniff(SCRIPT)
    assert fmt is not None and fmt.name == "shell"
    piped = run("--write", "-", stdin=SCRIPT.encode())
    named = run("--write", "--stdin-filename", "serve.sh", "-", stdin=SCRIPT.encode())
    assert piped.stdout == named.stdout
    assert "\\  #" not in piped.stdout  # no continuation left before the comment
    yaml_file = "args:\n  - --enable-hisparse\n  - --kv-cache-dtype\n  - fp8_e5m2\n"
    fmt = sniff(yaml_file)
    assert fmt is not None and fmt.name == "yaml"


def test_exit_non_zero_on_fix_fails_a_write_that_changed_a_file(script: Path) -> None:
    """ruff's `--exit-non-zero-on-fix`: a CI step that writes fails when it wrote."""
    written = CliRunner().invoke(main, ["--write", "--exit-non-zero-on-fix", str(script)])
    assert written.exit_code == 1, written.output
    assert "Fixed" in written.output
    again = CliRunner().invoke(main, ["--write", "--exit-non-zero-on-fix", str(script)])
    assert again.exit_code == 0, again.output
    plain = CliRunner().invoke(main, ["--exit-non-zero-on-fix", "--check", str(script)])
    assert plain.exit_code == 0, plain.output


def test_a_write_that_fails_counts_no_fix(script: Path) -> None:
    """A read-only file: an error naming it, exit 2, and the summary counts nothing as
    fixed (it said "Fixed 2 problems in 0 files")."""
    script.chmod(0o444)
    try:
        done = CliRunner().invoke(main, ["--write", "--no-cache", str(script)])
    finally:
        script.chmod(0o644)
    assert done.exit_code == 2, done.output
    assert f"{script}: error: cannot write: Permission denied (the file is read-only)" in (
        done.output
    )
    assert "Fixed" not in done.output
    assert "left unfixed: writing failed; 1 file with errors." in done.output
    assert script.read_text() == BROKEN


def test_force_exclude_holds_for_the_name_standard_input_stands_for(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """As ruff's: an editor formats a buffer of an excluded file through standard input;
    it is not judged, and `--write` gives the text back as it came."""
    (tmp_path / "pyproject.toml").write_text('[tool.hisparse-fix]\nextend-exclude = ["vendor"]\n')
    monkeypatch.chdir(tmp_path)
    name = ["--force-exclude", "--stdin-filename"]
    checked = CliRunner().invoke(main, [*name, "vendor/x.sh", "--check", "-"], input=BROKEN)
    assert checked.exit_code == 0, checked.output
    assert "HSF002" not in checked.output and "excluded (--force-exclude)" in checked.output
    written = CliRunner().invoke(main, [*name, "vendor/x.sh", "--write", "-"], input=BROKEN)
    assert written.exit_code == 0
    assert written.stdout == BROKEN
    judged = CliRunner().invoke(main, [*name, "x.sh", "--check", "-"], input=BROKEN)
    assert judged.exit_code == 1 and "HSF002" in judged.output


def test_show_settings_says_each_value_and_where_it_comes_from(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "pyproject.toml").write_text(
        '[tool.hisparse-fix]\nplatform = "rocm"\nignore = ["HSF004"]\n'
        '[tool.hisparse-fix.per-file-settings]\n"amd/*" = { sglang-version = "0.5.20" }\n'
    )
    monkeypatch.chdir(tmp_path)
    done = CliRunner().invoke(main, ["--show-settings", "--gpu", "mi300", "amd/x.sh", "x.sh"])
    assert done.exit_code == 0, done.output
    where = str(tmp_path / "pyproject.toml")
    first, second = done.output.split("Settings for x.sh:\n")
    assert first.splitlines()[0] == "Settings for amd/x.sh:"
    assert f"  platform = rocm  ({where})" in first
    assert "  gpu = mi300  (command line)" in first
    assert f"  sglang-version = 0.5.20  ({where}, per-file-settings 'amd/*')" in first
    assert "  release = 0.5.20  (the sglang-version above)" in first
    assert f"  ignore = HSF004  ({where})" in first
    assert "  sglang-version = auto  (default)" in second
    assert "  backend-fix = drop  (default)" in second


def test_output_format_is_a_second_name_for_format(script: Path) -> None:
    """ruff names it `--output-format`; a ruff user's command line works as it is."""
    ruff_style = run("check", "--output-format", "json", str(script))
    assert ruff_style.output == run("check", "--format", "json", str(script)).output
    assert '"code": "HSF002"' in ruff_style.output
