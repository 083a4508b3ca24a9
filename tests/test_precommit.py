"""The pre-commit hooks, run by the real `pre-commit` in a throwaway git repository.

Offline: the hooks of `.pre-commit-hooks.yaml` are copied into a `repo: local`
config with `language: system` and the entry pointed at this environment's
`hisparse-fix`. (`language: python` would make pre-commit build a virtualenv
and install this project and its dependencies from an index; the hook's id,
arguments and file types, which are what this test checks, are the same.)
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent
BROKEN = (
    "#!/usr/bin/env bash\n"
    "python3 -m sglang.launch_server \\\n"
    "  --enable-hisparse --disable-radix-cache \\\n"
    "  --kv-cache-dtype fp8_e5m2\n"
)

pytest.importorskip("pre_commit")


def _entry_point() -> str:
    found = Path(sys.executable).parent / "hisparse-fix"
    if found.exists():
        return str(found)
    which = shutil.which("hisparse-fix")
    if which is None:
        pytest.skip("the hisparse-fix entry point is not installed")
    return which


def _config(hook_ids: tuple[str, ...]) -> str:
    hooks = []
    for hook in yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text()):
        if hook["id"] not in hook_ids:
            continue
        program, *args = hook["entry"].split()
        assert program == "hisparse-fix"
        local = dict(hook, language="system", entry=" ".join([_entry_point(), *args]))
        hooks.append(local)
    return yaml.safe_dump({"repos": [{"repo": "local", "hooks": hooks}]}, sort_keys=False)


def _git(repo: Path, *args: str) -> None:
    subprocess.run(["git", *args], cwd=repo, check=True, capture_output=True)


def _pre_commit(repo: Path, home: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PRE_COMMIT_HOME": str(home), "NO_COLOR": "1"}
    return subprocess.run(
        [sys.executable, "-m", "pre_commit", "run", "--all-files"],
        cwd=repo,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    repo = tmp_path / "repo"
    repo.mkdir()
    _git(repo, "init", "-q")
    _git(repo, "config", "user.email", "t@example.com")
    _git(repo, "config", "user.name", "t")
    (repo / "serve.sh").write_text(BROKEN)
    (repo / "notes.txt").write_text(BROKEN)  # not a type the hooks take
    return repo


def test_fix_hook_fixes_and_fails_then_passes(repo: Path, tmp_path: Path) -> None:
    (repo / ".pre-commit-config.yaml").write_text(_config(("hisparse-fix",)))
    _git(repo, "add", ".")
    first = _pre_commit(repo, tmp_path / "home")
    assert first.returncode == 1, first.stdout + first.stderr
    assert "files were modified by this hook" in first.stdout
    assert (repo / "serve.sh").read_text() == BROKEN.replace("fp8_e5m2", "fp8_e4m3")
    assert (repo / "notes.txt").read_text() == BROKEN
    _git(repo, "add", ".")
    second = _pre_commit(repo, tmp_path / "home")
    assert second.returncode == 0, second.stdout + second.stderr


def test_check_hook_fails_without_changing_files(repo: Path, tmp_path: Path) -> None:
    (repo / ".pre-commit-config.yaml").write_text(_config(("hisparse-fix-check",)))
    _git(repo, "add", ".")
    result = _pre_commit(repo, tmp_path / "home")
    assert result.returncode == 1
    assert "serve.sh:4:3: HSF002" in result.stdout
    assert (repo / "serve.sh").read_text() == BROKEN


def test_action_runs_the_github_format() -> None:
    action = yaml.safe_load((ROOT / "action.yml").read_text())
    assert set(action["inputs"]) == {"paths", "args", "version"}
    assert action["runs"]["using"] == "composite"
    assert "--format github" in action["runs"]["steps"][-1]["run"]


TILELANG = (
    "python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache \\\n"
    "  --dsa-decode-backend tilelang\n"
)
"""Valid on ROCm; on CUDA the backend is dropped (HSF003)."""


@pytest.mark.parametrize("hook", ["hisparse-fix", "hisparse-fix-check"])
def test_each_folder_keeps_its_settings_and_a_vendored_folder_is_excluded(
    repo: Path, tmp_path: Path, hook: str
) -> None:
    for folder, platform in (("cuda", "cuda"), ("rocm", "rocm")):
        (repo / folder).mkdir()
        (repo / folder / "hisparse-fix.toml").write_text(f'platform = "{platform}"\n')
        (repo / folder / "serve.sh").write_text(TILELANG)
    (repo / "vendor" / "lib").mkdir(parents=True)
    (repo / "vendor" / "lib" / "serve.sh").write_text(BROKEN)
    (repo / "pyproject.toml").write_text('[tool.hisparse-fix]\nextend-exclude = ["vendor"]\n')
    (repo / "serve.sh").unlink()
    (repo / ".pre-commit-config.yaml").write_text(_config((hook,)))
    _git(repo, "add", ".")
    result = _pre_commit(repo, tmp_path / "home")
    assert result.returncode == 1, result.stdout + result.stderr
    assert (repo / "rocm" / "serve.sh").read_text() == TILELANG  # ROCm's backend is kept
    assert (repo / "vendor" / "lib" / "serve.sh").read_text() == BROKEN
    assert "vendor" not in result.stdout
    if hook == "hisparse-fix":
        assert "tilelang" not in (repo / "cuda" / "serve.sh").read_text()
    else:
        assert "cuda/serve.sh:2:3: HSF003" in result.stdout
        assert "rocm/serve.sh" not in result.stdout


def test_the_check_hook_sees_every_file_the_tool_reads(repo: Path, tmp_path: Path) -> None:
    """Files `identify` gives no type the tool has a name for: a `Dockerfile-cuda`, an
    `.mdx` recipe, a `#!` script without a suffix that is not executable. The hook
    is given them all, and the files the tool passes over are not mentioned."""
    (repo / "Dockerfile-cuda").write_text(
        'FROM lmsysorg/sglang:latest\nCMD ["python3", "-m", "sglang.launch_server",'
        ' "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e5m2"]\n'
    )
    (repo / "recipe.mdx").write_text(f"# Serve\n\n```bash\n{BROKEN.split(chr(10), 1)[1]}```\n")
    (repo / "serve-dsv3.2").write_text(BROKEN)
    (repo / ".pre-commit-config.yaml").write_text(_config(("hisparse-fix-check",)))
    _git(repo, "add", ".")
    result = _pre_commit(repo, tmp_path / "home")
    assert result.returncode == 1, result.stdout + result.stderr
    for name in ("Dockerfile-cuda", "recipe.mdx", "serve-dsv3.2", "serve.sh"):
        assert f"{name}:" in result.stdout, (name, result.stdout)
    assert "notes.txt" not in result.stdout and "skipped" not in result.stdout
