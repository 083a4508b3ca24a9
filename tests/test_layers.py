"""The package's floors, kept by import-linter (the contracts in `pyproject.toml`): each
layer imports only the layers below it, imports inside functions included, and no two
modules or folders of any folder import each other."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "hisparse_fix"
LINT = (
    "import sys; from importlinter.cli import lint_imports_command; "
    f"sys.argv = ['lint-imports', '--no-cache', '--config', {str(ROOT / 'pyproject.toml')!r}]; "
    "lint_imports_command()"
)


def _lint(package_parent: Path) -> subprocess.CompletedProcess[str]:
    """lint-imports with this project's contracts, over the package in `package_parent`
    (a copy, for the tests that break it), which is found first from there."""
    environment = {**os.environ, "PYTHONPATH": str(package_parent), "NO_COLOR": "1"}
    return subprocess.run(
        [sys.executable, "-c", LINT],
        cwd=package_parent,
        env=environment,
        capture_output=True,
        text=True,
        timeout=300,
    )


def test_the_layers_and_the_absence_of_circles_hold() -> None:
    done = _lint(ROOT)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert "2 kept, 0 broken" in done.stdout


@pytest.fixture
def copy(tmp_path: Path) -> Path:
    shutil.copytree(PACKAGE, tmp_path / "hisparse_fix", ignore=shutil.ignore_patterns("*.pyc"))
    return tmp_path


def _append(path: Path, code: str) -> None:
    path.write_text(path.read_text(encoding="utf-8") + code, encoding="utf-8")


BREAKS = {
    # An import up a layer, inside a function: the vocabulary imports the engine.
    "upward": (
        "vocabulary/records.py",
        "hisparse_fix.engine import pipeline",
        "hisparse_fix.vocabulary.records -> hisparse_fix.engine.pipeline",
    ),
    # Rules and formats sit on one floor and never import each other.
    "sideways": (
        "rules/_helpers.py",
        "hisparse_fix.formats import BY_NAME",
        "hisparse_fix.rules._helpers -> hisparse_fix.formats",
    ),
    # `errors` imports `offsets`: `offsets` importing `errors` closes a circle.
    "circle": (
        "formats/offsets.py",
        "hisparse_fix.formats import errors",
        "No import circles among the modules and folders of any folder BROKEN",
    ),
}


@pytest.mark.parametrize("kind", sorted(BREAKS))
def test_a_change_that_breaks_the_floors_fails_the_contracts(copy: Path, kind: str) -> None:
    module, imported, said = BREAKS[kind]
    _append(copy / "hisparse_fix" / module, f"\n\ndef _broken() -> None:\n    from {imported}\n")
    done = _lint(copy)
    assert done.returncode == 1, done.stdout[-3000:]
    assert said in done.stdout


def test_at_most_eight_modules_stand_at_the_top_of_the_package() -> None:
    top = sorted(path.name for path in PACKAGE.glob("*.py"))
    assert len(top) <= 8, top
