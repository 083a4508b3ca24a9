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


def test_an_import_up_a_layer_inside_a_function_breaks_the_order(copy: Path) -> None:
    _append(
        copy / "hisparse_fix" / "vocabulary" / "records.py",
        "\n\ndef _upward() -> None:\n    from hisparse_fix.engine import pipeline  # noqa: F401\n",
    )
    done = _lint(copy)
    assert done.returncode == 1, done.stdout[-3000:]
    assert "Each layer imports only the layers below it BROKEN" in done.stdout
    assert "hisparse_fix.vocabulary.records -> hisparse_fix.engine.pipeline" in done.stdout


def test_rules_and_formats_do_not_import_each_other(copy: Path) -> None:
    _append(
        copy / "hisparse_fix" / "rules" / "_helpers.py",
        "\n\ndef _sideways() -> None:\n    from hisparse_fix.formats import BY_NAME\n",
    )
    done = _lint(copy)
    assert done.returncode == 1, done.stdout[-3000:]
    assert "hisparse_fix.rules._helpers -> hisparse_fix.formats" in done.stdout


def test_a_circle_between_two_modules_of_one_folder_breaks_the_second_contract(
    copy: Path,
) -> None:
    """`errors` already imports `offsets`; `offsets` importing `errors` closes a circle."""
    _append(
        copy / "hisparse_fix" / "formats" / "offsets.py",
        "\n\ndef _back() -> None:\n    from hisparse_fix.formats import errors  # noqa: F401\n",
    )
    done = _lint(copy)
    assert done.returncode == 1, done.stdout[-3000:]
    assert "No import circles among the modules and folders of any folder BROKEN" in done.stdout


def test_at_most_eight_modules_stand_at_the_top_of_the_package() -> None:
    top = sorted(path.name for path in PACKAGE.glob("*.py"))
    assert len(top) <= 8, top
