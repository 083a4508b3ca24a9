"""The wheel the README installs from: built from the tree, it holds every data file the
package reads (release tables, option lists) and runs on the bundled fixtures."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from tests.conftest import FIXTURES, ROOT

PACKAGE = ROOT / "hisparse_fix"


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out), str(ROOT)],
        check=True,
        capture_output=True,
    )
    (built,) = out.glob("hisparse_fix-*.whl")
    return built


def test_the_wheel_holds_every_file_the_package_reads(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    wanted = {
        path.relative_to(ROOT).as_posix()
        for path in PACKAGE.rglob("*")
        if path.is_file()
        and path.suffix in {".py", ".toml", ".txt", ".json", ".md"}
        and "__pycache__" not in path.parts
    }
    assert wanted <= names, sorted(wanted - names)
    assert any(name.endswith("entry_points.txt") for name in names)


def test_the_installed_wheel_runs_on_the_fixtures(wheel: Path, tmp_path: Path) -> None:
    """Installed apart from the tree (its dependencies are this environment's), the
    wheel's own copy reads every fixture format."""
    target = tmp_path / "site"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "install",
            "--no-deps",
            "-q",
            "--target",
            str(target),
            str(wheel),
        ],
        check=True,
        capture_output=True,
    )
    code = (
        "import sys, hisparse_fix.cli as c; "
        f"assert c.__file__.startswith({str(target)!r}), c.__file__; "
        "c.main()"
    )
    completed = subprocess.run(
        [sys.executable, "-c", code, "--isolated", "--exit-zero", "--no-color", str(FIXTURES)],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env={"PYTHONPATH": str(target), "PATH": "/usr/bin:/bin"},
    )
    assert completed.returncode == 0, completed.stderr[-2000:]
    assert "Found" in completed.stdout and "problem" in completed.stdout
