"""The command line end to end: modes, exit codes, files on disk, errors."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from hisparse_fix import __version__
from hisparse_fix.cli import main
from tests.conftest import imported_by_a_run

LAUNCH = "python3 -m sglang.launch_server"
HISPARSE = "--enable-hisparse --disable-radix-cache"
BROKEN = f"{LAUNCH} \\\n  {HISPARSE} \\\n  --kv-cache-dtype fp8_e5m2 \\\n  --port 30000\n"
FIXED = BROKEN.replace("fp8_e5m2", "fp8_e4m3")
CLEAN = f"{LAUNCH} --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3\n"


def run(*args: str, stdin: bytes | None = None):
    return CliRunner().invoke(main, list(args), input=stdin, catch_exceptions=False)


@pytest.fixture
def script(tmp_path: Path) -> Path:
    path = tmp_path / "launch.sh"
    path.write_text(BROKEN)
    return path


def test_dry_run_prints_diff_and_findings_and_writes_nothing(script: Path) -> None:
    result = run(str(script))
    assert result.exit_code == 1
    assert f"--- a/{script}" in result.stdout
    assert "-  --kv-cache-dtype fp8_e5m2 \\\n+  --kv-cache-dtype fp8_e4m3 \\" in result.stdout
    assert f"{script}:3:3: HSF002 --kv-cache-dtype fp8_e5m2" in result.stdout
    assert "Found 1 problem in 1 file" in result.stdout  # the summary on stdout, as ruff's
    assert result.stderr == ""
    assert script.read_text() == BROKEN


def test_check_reports_without_diff(script: Path) -> None:
    result = run("--check", str(script))
    assert result.exit_code == 1
    assert "---" not in result.stdout
    assert "HSF002" in result.stdout
    assert "+++" in run("--check", "--diff", str(script)).stdout


def test_write_fixes_in_place_keeping_mode_and_second_run_is_clean(script: Path) -> None:
    script.chmod(0o754)
    result = run("--write", str(script))
    assert result.exit_code == 0
    assert script.read_text() == FIXED
    assert stat.S_IMODE(script.stat().st_mode) == 0o754
    assert result.stdout == "Fixed 1 problem in 1 file.\n"  # fixed findings are not listed
    again = run("--check", str(script))
    assert again.exit_code == 0
    assert "No problems in 1 file" in again.stdout
    assert [p.name for p in script.parent.iterdir()] == ["launch.sh"]


def test_write_with_diff_shows_what_was_written(script: Path) -> None:
    result = run("--write", "--diff", str(script))
    assert "+  --kv-cache-dtype fp8_e4m3 \\" in result.stdout


def test_unchanged_file_is_not_rewritten(tmp_path: Path) -> None:
    path = tmp_path / "ok.sh"
    path.write_text(CLEAN)
    os.utime(path, (1_000_000, 1_000_000))
    assert run("--write", str(path)).exit_code == 0
    assert path.stat().st_mtime == 1_000_000


def test_crlf_and_undecodable_bytes_survive(tmp_path: Path) -> None:
    path = tmp_path / "win.sh"
    original = BROKEN.replace("\n", "\r\n").encode() + b"# caf\xe9\r\n"
    path.write_bytes(original)
    assert run("--write", str(path)).exit_code == 0
    assert path.read_bytes() == original.replace(b"fp8_e5m2", b"fp8_e4m3")


def test_symlink_is_kept_and_its_target_fixed(script: Path) -> None:
    link = script.parent / "link.sh"
    link.symlink_to(script.name)
    assert run("--write", str(link), str(script)).exit_code == 0
    assert link.is_symlink()
    assert script.read_text() == FIXED


def test_bad_file_is_reported_and_the_rest_goes_on(tmp_path: Path, script: Path) -> None:
    bad = tmp_path / "bad.sh"
    bad.write_text(f'{LAUNCH} --enable-hisparse --kv-cache-dtype "fp8_e5m2\n')
    before = bad.read_bytes()
    result = run("--write", str(bad), str(script))
    assert result.exit_code == 2
    assert f"{bad}:1:" in result.stderr
    assert ": error: could not parse shell" in result.stderr
    assert bad.read_bytes() == before
    assert script.read_text() == FIXED


def test_missing_path_is_an_error_but_others_run(script: Path) -> None:
    result = run("--write", str(script.parent / "nope.sh"), str(script))
    assert result.exit_code == 2
    assert "nope.sh: error: No such file or directory" in result.stderr
    assert result.stdout.endswith("Fixed 1 problem in 1 file; 1 path not found.\n")
    assert script.read_text() == FIXED


def test_folders_are_walked_skipping_vcs_virtualenvs_and_other_files(tmp_path: Path) -> None:
    (tmp_path / "recipes").mkdir()
    (tmp_path / "recipes" / "a.sh").write_text(BROKEN)
    (tmp_path / "recipes" / "serve").write_text("#!/usr/bin/env bash\n" + BROKEN)
    (tmp_path / "recipes" / "serve.py.txt").write_text(BROKEN)
    (tmp_path / "recipes" / "tool").write_text("#!/usr/bin/env perl\n" + BROKEN)
    for skipped in (".git", "node_modules", "env"):
        (tmp_path / skipped).mkdir()
        (tmp_path / skipped / "x.sh").write_text(BROKEN)
    (tmp_path / "env" / "pyvenv.cfg").write_text("home = /usr\n")
    result = run("--check", str(tmp_path))
    reported = sorted({line.split(":")[0] for line in result.stdout.splitlines()[:-1]})
    assert reported == [str(tmp_path / "recipes" / "a.sh"), str(tmp_path / "recipes" / "serve")]


def test_exclude_glob(tmp_path: Path) -> None:
    (tmp_path / "keep.sh").write_text(BROKEN)
    (tmp_path / "old").mkdir()
    (tmp_path / "old" / "skip.sh").write_text(BROKEN)
    result = run("--check", "--exclude", "old", str(tmp_path))
    assert "keep.sh" in result.stdout
    assert "skip.sh" not in result.stdout


def test_explicit_file_of_unknown_kind_is_skipped_with_a_notice(tmp_path: Path) -> None:
    path = tmp_path / "notes.txt"
    path.write_text(BROKEN)
    result = run(str(path))
    assert result.exit_code == 0
    assert "skipped" in result.stderr


def test_select_and_ignore_take_comma_lists(tmp_path: Path) -> None:
    path = tmp_path / "x.sh"
    path.write_text(f"{LAUNCH} {HISPARSE} --kv-cache-dtype mxfp8 --dsa-decode-backend fa3\n")
    only_backend = run("--check", "--select", "hsf003", str(path)).stdout
    assert "HSF003" in only_backend and "HSF002" not in only_backend
    neither = run("--check", "--ignore", "HSF002,HSF003", str(path))
    assert neither.exit_code == 0


def test_platform_backend_fix_and_target_options(tmp_path: Path) -> None:
    path = tmp_path / "x.sh"
    path.write_text(f"{LAUNCH} {HISPARSE} --kv-cache-dtype mxfp8 --dsa-decode-backend fa3\n")
    run("--write", "--kv-cache-dtype-target", "bfloat16", "--backend-fix", "replace", str(path))
    expected = f"{HISPARSE} --kv-cache-dtype bfloat16 --dsa-decode-backend flashmla_sparse"
    assert path.read_text() == f"{LAUNCH} {expected}\n"
    path.write_text(
        f"{LAUNCH} --enable-hisparse --disable-radix-cache --dsa-decode-backend tilelang\n"
    )
    assert run("--check", "--platform", "rocm", str(path)).exit_code == 0
    assert run("--check", "--platform", "cpu", str(path)).stdout.count("HSF001") == 1


def test_sglang_version_selects_the_table(tmp_path: Path) -> None:
    path = tmp_path / "x.sh"
    path.write_text(
        f"{LAUNCH} {HISPARSE} --dsa-decode-backend flashinfer_sparse_mla "
        "--kv-cache-dtype fp8_e4m3\n"
    )
    assert run("--check", "--sglang-version", "0.5.23", str(path)).exit_code == 0
    old = run("--check", "--sglang-version", "0.5.14", str(path))
    assert old.exit_code == 1
    assert "SGLang 0.5.14 allows flashmla_kv" in old.stdout
    too_old = run("--sglang-version", "0.5.9", str(path))
    assert too_old.exit_code == 2
    assert "older than the oldest" in too_old.stderr


def test_warnings_exit_zero_unless_strict(tmp_path: Path) -> None:
    path = tmp_path / "x.sh"
    path.write_text(f'{LAUNCH} --enable-hisparse --disable-radix-cache --kv-cache-dtype "$KV"\n')
    result = run("--check", str(path))
    assert result.exit_code == 0
    assert "HSF002 warning:" in result.stdout
    assert run("--check", "--strict", str(path)).exit_code == 1


def test_exit_zero_and_quiet(script: Path) -> None:
    result = run("--exit-zero", "--quiet", str(script))
    assert result.exit_code == 0
    assert "+++" in result.stdout
    assert "HSF002" in result.stdout  # ruff's -q: diagnostics only
    assert "Found" not in result.stdout
    assert result.stderr == ""


def test_stdin_dry_run_and_write() -> None:
    dry = run("-", stdin=BROKEN.encode())
    assert dry.exit_code == 1
    assert "--- a/-" in dry.stdout
    written = run("--write", "--stdin-filename", "launch.sh", "-", stdin=BROKEN.encode())
    assert written.exit_code == 0
    assert written.stdout == FIXED
    assert written.stderr == "Fixed 1 problem in 1 file.\n"


def test_stdin_write_passes_text_without_launches_through() -> None:
    for text in (b"echo hi\n", CLEAN.encode(), b"# hisparse notes\n"):
        written = run("--write", "-", stdin=text)
        assert written.exit_code == 0
        assert written.stdout_bytes == text


def test_usage_errors_exit_2(script: Path) -> None:
    assert run("--write", "--check", str(script)).exit_code == 2
    assert run("--platform", "tpu", str(script)).exit_code == 2


def test_version_help_and_explain() -> None:
    assert __version__ in run("--version").stdout
    help_text = run("--help").stdout
    for code in ("HSF001", "HSF002", "HSF003", "--write", "--check", "--backend-fix"):
        assert code in help_text
    explained = run("--explain", "hsf002").stdout
    assert explained.startswith("HSF002 (kv-cache-dtype)")
    assert "## Fix safety" in explained
    assert run("--explain", "dsa-backend").stdout.startswith("HSF003")
    assert run("--explain", "HSF999").exit_code == 2


def test_module_entry_point_runs() -> None:
    completed = subprocess.run(
        [sys.executable, "-m", "hisparse_fix", "--version"], capture_output=True, text=True
    )
    assert completed.returncode == 0
    assert __version__ in completed.stdout


UNWRITABLE = (
    "import sglang as sgl\n"
    "sgl.Engine(model_path='m', enable_hisparse=True, disable_radix_cache=True,\n"
    "           kv_cache_dtype=('fp8_' 'e5m2'))\n"
)


@pytest.mark.parametrize("mode", ["--check", "--write"])
def test_a_refused_value_the_tool_cannot_rewrite_fails(tmp_path: Path, mode: str) -> None:
    path = tmp_path / "serve.py"
    path.write_text(UNWRITABLE)
    result = run(mode, str(path))
    assert result.exit_code == 1
    assert "HSF002 unfixable: --kv-cache-dtype fp8_e5m2 is rejected" in result.stdout
    assert "Found 1 problem that no safe edit fixes." in result.stdout
    assert path.read_text() == UNWRITABLE


def test_a_script_named_with_a_dot_is_read_by_its_shebang(tmp_path: Path) -> None:
    for name in ("serve-dsv3.2", "start.server"):
        (tmp_path / name).write_text("#!/usr/bin/env bash\n" + BROKEN)
    (tmp_path / "notes.txt").write_text("#!/usr/bin/env bash\n" + BROKEN)
    result = run("--check", str(tmp_path))
    assert result.exit_code == 1
    assert f"{tmp_path / 'serve-dsv3.2'}:4:3: HSF002" in result.stdout
    assert f"{tmp_path / 'start.server'}:4:3: HSF002" in result.stdout
    assert "notes.txt" not in result.stdout


def _tree(root: Path, files: int) -> None:
    """Clean files, launches to fix and a file whose launch cannot be parsed, in folders."""
    for index in range(files):
        folder = root / f"team{index % 3}"
        folder.mkdir(exist_ok=True)
        text = BROKEN if index % 7 == 0 else f"echo {index}\n"
        (folder / f"job{index}.sh").write_text(text)
    (root / "team0" / "bad.sh").write_text(f"{LAUNCH} --enable-hisparse $(\n")


@pytest.mark.parametrize("mode", ["--check", "--write"])
def test_jobs_one_and_two_give_the_same_output(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, mode: str
) -> None:
    from hisparse_fix.project import batch

    monkeypatch.setattr(batch, "PARALLEL_MIN_FILES", 2)  # workers even for a small tree
    outputs = []
    for jobs in ("1", "2"):
        root = tmp_path / jobs
        root.mkdir()
        _tree(root, 40)
        result = run(mode, "--diff", "--show-fixes", "--jobs", jobs, str(root))
        outputs.append(
            (
                result.exit_code,
                result.stdout.replace(str(root), "ROOT"),
                result.stderr.replace(str(root), "ROOT"),
            )
        )
        if mode == "--write":
            assert (root / "team0" / "job0.sh").read_text() == FIXED
    assert outputs[0] == outputs[1]
    listed = "- ROOT/team0/job0.sh:" if mode == "--write" else "ROOT/team0/job0.sh:3:3: HSF002"
    assert listed in outputs[0][1]
    assert "ROOT/team0/bad.sh:1:" in outputs[0][2]


def test_results_are_in_path_order(tmp_path: Path) -> None:
    _tree(tmp_path, 30)
    lines = run("--check", str(tmp_path)).stdout.splitlines()[:-1]
    paths = [line.split(":")[0] for line in lines]
    assert paths == sorted(paths, key=lambda path: Path(path).parts)
    assert len(paths) == 5


def test_a_long_run_closes_with_totals_and_shows_no_progress_bar_off_a_terminal(
    tmp_path: Path,
) -> None:
    _tree(tmp_path, 210)
    result = run("--check", str(tmp_path))
    assert "Scanning" not in result.stderr
    assert (
        "Found 30 problems in 30 files (all fixable with --write); 1 file with errors."
        in result.stdout
    )
    assert "Scanned 210 files in " in result.stdout
    assert ": 30 with findings, 1 error; by rule: HSF002 30." in result.stdout
    written = run("--write", "-q", str(tmp_path))
    assert written.stderr.count("error:") == 1
    assert "Scanned" not in written.stdout
    again = run("--write", str(tmp_path))
    assert ": 0 with findings, 0 fixed, 1 error." in again.stdout


def test_a_short_run_keeps_the_one_line_summary(script: Path) -> None:
    result = run("--check", str(script))
    assert result.stdout.endswith("\nFound 1 problem in 1 file (all fixable with --write).\n")


def test_extend_exclude_adds_to_the_default_excludes(tmp_path: Path) -> None:
    for name in ("keep.sh", "old/skip.sh", "node_modules/dep.sh"):
        (tmp_path / name).parent.mkdir(exist_ok=True)
        (tmp_path / name).write_text(BROKEN)
    extended = run("--check", "--extend-exclude", "old", str(tmp_path)).stdout
    assert "keep.sh" in extended and "skip.sh" not in extended and "dep.sh" not in extended
    replaced = run("--check", "--exclude", "old", str(tmp_path)).stdout
    assert "keep.sh" in replaced and "skip.sh" not in replaced and "dep.sh" in replaced


def test_jobs_must_be_positive(script: Path) -> None:
    assert run("--jobs", "0", str(script)).exit_code == 2


def test_start_up_imports_no_parser(tmp_path: Path) -> None:
    """--version, --help and a clean file never import a format's parser."""
    clean = tmp_path / "clean.sh"
    clean.write_text("echo hello\n")
    heavy = ("libcst", "tree_sitter", "tomlkit", "ruamel")
    for args in (["--version"], ["--help"], ["--check", str(clean)], ["--check", str(tmp_path)]):
        assert imported_by_a_run(args, heavy)[1] == [], args


def test_judging_a_launch_reads_the_bundled_lists_without_importlib_resources(
    tmp_path: Path,
) -> None:
    """The option lists and model architectures are package data next to the tables,
    read as files: `importlib.resources` would import `zipfile`, `tempfile` and `shutil`
    into every run that judges a launch (a shell one still has them: tree-sitter-bash
    reads its own package data through `importlib.resources`)."""
    script = tmp_path / "serve.py"
    script.write_text(
        "import subprocess\n\nsubprocess.run(['python3', '-m', 'sglang.launch_server',"
        " '--model-path', 'm', '--enable-hisparse', '--kv-cache-dtype', 'fp8_e5m2',"
        " '--disable-radix-cache', '--log-level', 'info', '--tp', '2'])\n"
    )
    report, imported = imported_by_a_run(
        ["--check", "--no-cache", str(script)], ("importlib.resources", "zipfile")
    )
    assert "HSF002" in report
    assert imported == []


def test_a_clean_file_run_defines_only_the_dataclasses_it_reads(tmp_path: Path) -> None:
    """Defining a frozen dataclass compiles its methods (about 0.8 ms each on the
    benchmark's machine), a tenth of a clean-file run for a dozen: the records such a run
    only passes along are named tuples, and the dataclasses it defines are those of the
    settings, the release table, the settings file, the formats and the file read."""
    clean = tmp_path / "clean.sh"
    clean.write_text("echo hello\n")
    probe = (
        "import dataclasses, sys\n"
        "made = []\n"
        "define = dataclasses._process_class\n"
        "def counted(cls, *args, **kwargs):\n"
        "    made.append(f'{cls.__module__}.{cls.__qualname__}')\n"
        "    return define(cls, *args, **kwargs)\n"
        "dataclasses._process_class = counted\n"
        "from hisparse_fix.cli import main\n"
        "try:\n"
        "    main(sys.argv[1:])\n"
        "except SystemExit:\n"
        "    pass\n"
        "print('defined:', *sorted(made), file=sys.stderr)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe, "--check", str(clean)],
        capture_output=True,
        text=True,
        check=False,
    )
    last = done.stderr.strip().splitlines()[-1]
    assert last.startswith("defined:"), done.stderr
    assert last.split()[1:] == [
        "hisparse_fix.engine.files.Snapshot",
        "hisparse_fix.formats.Format",
        "hisparse_fix.project.config.Config",
        "hisparse_fix.sglang.matrix.Release",
        "hisparse_fix.sglang.settings.Settings",
    ]


def test_a_launch_spelling_hisparse_only_as_an_abbreviation_is_read(tmp_path: Path) -> None:
    """argparse takes `--enable-his` for `--enable-hisparse`: such a file is not skipped."""
    path = tmp_path / "launch.sh"
    path.write_text(f"{LAUNCH} --enable-his --disable-radix-cache --enable-mixed-chunk\n")
    result = run("--check", str(path))
    assert result.exit_code == 1
    assert "HSF005" in result.stdout


PYTHON_LAUNCH = (
    "import sglang as sgl\n"
    "sgl.Engine(model_path='m', enable_hisparse=True, disable_radix_cache=True,\n"
    "           kv_cache_dtype='fp8_e5m2')\n"
)


def test_stdin_format_is_told_from_the_text() -> None:
    python = run("--check", "-", stdin=PYTHON_LAUNCH.encode())
    assert python.exit_code == 1
    assert "-:3:12: HSF002" in python.stdout
    toml = '[server]\nenable-hisparse = true\ndisable-radix-cache = true\nkv-cache-dtype = "e5m2"\n'
    assert "-:4:1: HSF002" in run("--check", "-", stdin=toml.encode()).stdout
    shebang = "#!/usr/bin/env python3\n" + PYTHON_LAUNCH
    assert "-:4:12: HSF002" in run("--check", "-", stdin=shebang.encode()).stdout
    assert "-:3:3: HSF002" in run("--check", "-", stdin=BROKEN.encode()).stdout


def test_stdin_that_no_adapter_reads_asks_for_a_file_name() -> None:
    text = 'enable_hisparse: [ "\n(\n'
    result = run("--check", "-", stdin=text.encode())
    assert result.exit_code == 2
    assert "-: error: cannot tell the format of standard input: pass --stdin-filename" in (
        result.stderr
    )
    named = run("--check", "--stdin-filename", "notes.txt", "-", stdin=BROKEN.encode())
    assert named.exit_code == 2
    assert "cannot tell the format of notes.txt" in named.stderr


def test_stdin_filename_picks_the_format_and_the_label() -> None:
    result = run("--check", "--stdin-filename", "serve.py", "-", stdin=PYTHON_LAUNCH.encode())
    assert "serve.py:3:12: HSF002" in result.stdout


def test_colour_follows_the_flags_and_the_environment(
    script: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    red = "\x1b[31m"
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.delenv("FORCE_COLOR", raising=False)
    assert red not in run(str(script)).stdout  # not a terminal
    coloured = run("--color", str(script)).stdout
    assert f"{red}-  --kv-cache-dtype fp8_e5m2 \\" in coloured
    assert "\x1b[32m+  --kv-cache-dtype fp8_e4m3 \\" in coloured
    assert "\x1b[1m" in coloured and "HSF002" in coloured
    monkeypatch.setenv("FORCE_COLOR", "1")
    assert red in run(str(script)).stdout
    assert red not in run("--no-color", str(script)).stdout
    monkeypatch.setenv("NO_COLOR", "1")
    assert red not in run(str(script)).stdout
    assert red in run("--color", str(script)).stdout


def test_an_internal_error_names_the_file_and_verbose_adds_the_traceback(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from hisparse_fix.formats import shell

    def broken(text: str) -> list:
        raise RuntimeError("adapter bug")

    monkeypatch.setattr(shell, "find_sites", broken)
    path = tmp_path / "launch.sh"
    path.write_text(BROKEN)
    quiet = run("--check", str(path))
    assert quiet.exit_code == 2
    assert f"{path}: error: internal error: RuntimeError: adapter bug" in quiet.stderr
    assert "Traceback" not in quiet.stderr
    loud = run("--check", "--verbose", str(path))
    assert "Traceback" in loud.stderr and "RuntimeError: adapter bug" in loud.stderr
    assert path.read_text() == BROKEN


def test_stdin_write_keeps_a_python_coding_cookie() -> None:
    source = "# -*- coding: latin-1 -*-\n# caf\xe9\nimport sglang as sgl\n"
    source += (
        "sgl.Engine(enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype='fp8_e5m2')\n"
    )
    data = source.encode("latin-1")
    result = run("--write", "-", "--stdin-filename", "serve.py", stdin=data)
    assert result.stdout_bytes == data.replace(b"fp8_e5m2", b"fp8_e4m3")


def test_a_diff_keeps_a_form_feed_line_whole(tmp_path: Path) -> None:
    """`str.splitlines` would end a line at the form feed; `diff` and `patch` do not."""
    path = tmp_path / "launch.sh"
    path.write_text(f"echo page\f\n# next\n{LAUNCH} --enable-hisparse --kv-cache-dtype fp8_e5m2\n")
    result = run("--diff", str(path))
    assert "\\ No newline at end of file" not in result.stdout
    assert " echo page\f\n" in result.stdout
    assert "\n-python3 -m sglang.launch_server --enable-hisparse --kv-cache-dtype fp8_e5m2\n" in (
        result.stdout
    )


def test_a_found_file_too_large_to_read_that_mentions_hisparse_fails_check(
    tmp_path: Path,
) -> None:
    """Its launches were not judged: a launch SGLang refuses may be in it."""
    big = tmp_path / "big.sh"
    big.write_text(
        "# " + "x" * 600_000 + "\n" + "python3 -m sglang.launch_server --enable-hisparse\n"
    )
    result = run("--check", str(tmp_path))
    assert result.exit_code == 1
    assert "mentioning HiSparse not read" in result.output
    (tmp_path / "plain.sh").write_text("# " + "x" * 600_000 + "\n")
    big.unlink()
    assert run("--check", str(tmp_path)).exit_code == 0
