"""`--show-sites`: each step of the pipeline for one file, as a person debugs a wrong
edit (the format's sites and spans, each rule's findings and edits, the settled result)."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from hisparse_fix.cli import main

ROOT = Path(__file__).resolve().parents[1]
SNAPSHOTS = Path(__file__).parent / "snapshots" / "show-sites"
SHOWN = [
    "fixtures/shell/02_seed_tilelang_fp8_e4m3.sh",
    "fixtures/yaml/01_k8s_deployment_args.yaml",
    "fixtures/python/26_engine_kwargs_shared_cpu_gpu.py",
]


def _run(*args: str, stdin: str | None = None):
    return CliRunner().invoke(main, ["--isolated", *args], input=stdin)


@pytest.mark.parametrize("relative", SHOWN)
def test_a_file_is_shown_step_by_step(relative: str, snapshot, monkeypatch) -> None:
    monkeypatch.chdir(ROOT)
    done = _run("--show-sites", relative)
    assert done.exit_code == 0, done.output
    snapshot.snapshot_dir = SNAPSHOTS
    snapshot.assert_match(done.output, f"{Path(relative).name}.txt")


def test_every_site_option_and_edit_of_the_run_is_shown(monkeypatch) -> None:
    """The view and a run agree: each finding a run reports is among the settled ones."""
    monkeypatch.chdir(ROOT)
    shown = _run("--show-sites", SHOWN[0]).output
    assert shown.splitlines()[:2] == [f"{SHOWN[0]} (shell)", "1 launch site"]
    assert "  option --dsa-decode-backend tilelang  10:31-10:60; value 10:52-10:60" in shown
    assert "      edit remove --dsa-decode-backend at 10:31-10:60" in shown
    reported = _run("--check", SHOWN[0]).output
    for code in ("HSF003", "HSF104"):
        assert code in reported and f"  {code} " in shown.split("settled")[1]
    assert shown.endswith("  text changed on 1 line\n")


def test_standard_input_is_shown_under_its_name() -> None:
    done = _run(
        "--show-sites", "-", "--stdin-filename", "serve.sh",
        stdin="python -m sglang.launch_server --enable-hisparse\n",
    )  # fmt: skip
    assert done.exit_code == 0, done.output
    assert done.output.startswith("serve.sh (shell)\n1 launch site\n")
    assert "edit add --disable-radix-cache after --enable-hisparse at 1:32-1:49" in done.output


def test_a_file_without_launches_says_so(tmp_path: Path) -> None:
    path = tmp_path / "run.sh"
    path.write_text("echo hello\n")
    done = _run("--show-sites", str(path))
    assert done.exit_code == 0, done.output
    assert done.output.splitlines()[1:] == [
        "0 launch sites",
        "settled (after consensus):",
        "  no findings",
        "  text unchanged",
    ]


def test_a_folder_is_refused_and_a_broken_file_named_with_its_line(tmp_path: Path) -> None:
    folder = _run("--show-sites", str(tmp_path))
    assert folder.exit_code == 2
    assert "--show-sites reads files, and" in folder.output
    broken = tmp_path / "bad.yaml"
    broken.write_text("enable-hisparse: [\n")
    done = _run("--show-sites", str(broken))
    assert done.exit_code == 2
    assert f"Error: {broken}:2:1: invalid YAML" in done.output
    assert "launch site" not in done.output
