"""Commands as ruff has them: `check` (also without its name), `server`, `rule`; a
lone command name that is also a path here is refused, never guessed."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from hisparse_fix.cli import main

BROKEN = (
    "python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache"
    " --kv-cache-dtype fp8_e5m2\n"
)


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A project with a `server/` folder of recipes, the working directory."""
    (tmp_path / "server").mkdir()
    (tmp_path / "server" / "serve.sh").write_text(BROKEN)
    monkeypatch.chdir(tmp_path)
    return tmp_path


def _run(*args: str):
    return CliRunner().invoke(main, list(args), prog_name="hisparse-fix")


def test_a_folder_named_server_is_checked_when_the_checker_s_options_come_first(
    folder: Path,
) -> None:
    done = _run("--check", "server")
    assert done.exit_code == 1, done.output
    assert "server/serve.sh:1:" in done.output and "HSF002" in done.output


def test_check_names_the_folder_plainly(folder: Path) -> None:
    done = _run("check", "--check", "server")
    assert done.exit_code == 1, done.output
    assert "HSF002" in done.output


def test_a_lone_server_beside_a_server_folder_is_refused_naming_both(folder: Path) -> None:
    done = _run("server")
    assert done.exit_code == 2
    assert "`server` names both the `server` command and the path ./server" in done.output
    assert "hisparse-fix check server" in done.output
    assert "hisparse-fix server --stdio" in done.output
    assert (folder / "server" / "serve.sh").read_text() == BROKEN


def test_server_with_stdio_starts_the_server_even_beside_the_folder(folder: Path) -> None:
    """At the end of its input the server stops: it checked nothing, it printed no report."""
    done = subprocess.run(
        [sys.executable, "-m", "hisparse_fix", "server", "--stdio"],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert "HSF002" not in done.stdout + done.stderr


def test_rule_explains_as_explain_does() -> None:
    by_command, by_option = _run("rule", "HSF002"), _run("--explain", "HSF002")
    assert by_command.exit_code == by_option.exit_code == 0
    assert by_command.output == by_option.output
    assert by_command.output.startswith("HSF002 (kv-cache-dtype)\n")
    unknown = _run("rule", "HSF0O2")
    assert unknown.exit_code == 2
    assert "Invalid value for CODE: no rule 'HSF0O2'" in unknown.output


def test_the_checker_s_help_lists_the_commands() -> None:
    shown = _run("--help")
    assert shown.exit_code == 0
    assert shown.output.startswith("Usage: hisparse-fix check [OPTIONS] [PATH]...")
    assert "`hisparse-fix server`" in shown.output and "`hisparse-fix rule CODE`" in shown.output
    assert _run("server", "--help").output.startswith("Usage: hisparse-fix server [OPTIONS]")
