"""Only the shell adapter loads tree-sitter: the others import the edit errors from
`formats/errors.py` and the shell adapter only when a shell command is read."""

from __future__ import annotations

import subprocess
import sys

import pytest

_NO_SHELL = "assert 'tree_sitter' not in sys.modules, sorted(sys.modules)"


def _run(code: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)


@pytest.mark.parametrize("name", ["yaml", "toml", "markdown", "dockerfile", "python", "notebook"])
def test_importing_an_adapter_does_not_load_tree_sitter(name: str) -> None:
    completed = _run(f"import sys; import hisparse_fix.formats.{name}; {_NO_SHELL}")
    assert completed.returncode == 0, completed.stderr[-2000:]


@pytest.mark.parametrize(
    "name", ["shell_text.command", "shell_text.view", "shell_text.words", "errors"]
)
def test_importing_what_every_adapter_shares_does_not_load_tree_sitter(name: str) -> None:
    """The shell string object and its views are imported by every adapter."""
    completed = _run(f"import sys; import hisparse_fix.formats.{name}; {_NO_SHELL}")
    assert completed.returncode == 0, completed.stderr[-2000:]


@pytest.mark.parametrize(
    ("name", "text"),
    [
        ("yaml", "enable-hisparse: true\\nkv-cache-dtype: fp8_e5m2\\n"),
        ("toml", "[server]\\nenable-hisparse = true\\n"),
        ("python", "import sglang as sgl\\nsgl.Engine(enable_hisparse=True)\\n"),
        ("markdown", "```yaml\\nenable-hisparse: true\\n```\\n"),
    ],
)
def test_reading_a_file_without_shell_commands_does_not_load_tree_sitter(
    name: str, text: str
) -> None:
    completed = _run(
        f"import sys; import hisparse_fix.formats.{name} as f; "
        f"assert f.find_sites('{text}'); {_NO_SHELL}"
    )
    assert completed.returncode == 0, completed.stderr[-2000:]


def test_the_shell_adapter_still_loads_it() -> None:
    """The probe above can fail: importing the shell adapter loads tree-sitter."""
    completed = _run(f"import sys; import hisparse_fix.formats.shell; {_NO_SHELL}")
    assert completed.returncode != 0


def test_a_run_over_clean_files_loads_neither_a_parser_nor_the_launch_model(tmp_path) -> None:
    """A clean file costs its read and the marker test: what parses, models launches or
    judges them (`sites`, the rules, the adapters and their libraries) is never imported,
    cold or warm (the clean-file index)."""
    clean = tmp_path / "clean.py"
    clean.write_text("print('no launch here')\n")
    (tmp_path / "run.sh").write_text("echo done\n")
    heavy = [
        "hisparse_fix.vocabulary.sites",
        "hisparse_fix.rules",
        "hisparse_fix.engine.consensus",
        "libcst",
    ]
    heavy += ["tree_sitter", "yaml", "tomlkit", "markdown_it"]
    code = (
        "import sys\nfrom hisparse_fix.cli import main\n"
        f"try:\n    main([{str(tmp_path)!r}, '--check', '--cache-dir', {str(tmp_path / 'c')!r}])\n"
        "except SystemExit as done:\n    assert done.code == 0, done.code\n"
        f"loaded = [name for name in {heavy!r} if name in sys.modules]\n"
        "assert not loaded, loaded\n"
    )
    for _ in range(2):  # cold, then with the clean files indexed
        completed = _run(code)
        assert completed.returncode == 0, completed.stderr[-2000:]
