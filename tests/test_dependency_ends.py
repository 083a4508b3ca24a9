"""The test environment's lock and the two ends of the runtime dependency range.

`tests/requirements.lock` must hold a version of every dependency `pyproject.toml`
declares that the declared range allows (else the lock tests versions users never get),
and every runtime dependency must have one lower bound that `tools/dependency_ends.py`
can pin, so that CI proves the range at its lowest end.
"""

from __future__ import annotations

import importlib
import re
import subprocess
import sys
from types import ModuleType

import pytest
from packaging.markers import Marker
from packaging.requirements import Requirement

from tests.conftest import ROOT


def _tool() -> ModuleType:
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        return importlib.import_module("dependency_ends")
    finally:
        sys.path.remove(str(ROOT / "tools"))


dependency_ends = _tool()

LOCK = ROOT / "tests" / "requirements.lock"
_PIN = re.compile(r"^([A-Za-z0-9_.\-]+)==([^\s;]+)\s*(?:;\s*(.*?))?\s*\\?$", re.M)


def _locked() -> dict[str, list[tuple[str, str | None]]]:
    """Each locked name (normalized) with its versions and their markers."""
    pins: dict[str, list[tuple[str, str | None]]] = {}
    for name, version, marker in _PIN.findall(LOCK.read_text()):
        pins.setdefault(_normal(name), []).append((version, marker or None))
    return pins


def _normal(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _declared() -> list[Requirement]:
    project = dependency_ends.tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    return [
        Requirement(text)
        for text in [*project["dependencies"], *project["optional-dependencies"]["test"]]
    ]


@pytest.mark.parametrize("requirement", _declared(), ids=str)
def test_the_lock_holds_a_version_the_range_allows(requirement: Requirement) -> None:
    pins = _locked().get(_normal(requirement.name))
    assert pins, f"{requirement.name} is not in {LOCK.name}"
    for version, marker in pins:
        applies = marker is None or Marker(marker).evaluate({"python_full_version": "3.11.7"})
        if applies and (requirement.marker is None or requirement.marker.evaluate()):
            assert requirement.specifier.contains(version), f"{requirement} locked at {version}"


def test_every_runtime_dependency_is_pinned_at_its_lower_bound() -> None:
    pinned = [dependency_ends.lowest(text) for text in dependency_ends.dependencies()]
    assert "tomlkit==0.12" in pinned
    assert "tomli==2.0 ; python_version < '3.11'" in pinned
    for text in pinned:
        requirement = Requirement(text)
        assert str(requirement.specifier).startswith("=="), text


@pytest.mark.parametrize("text", ["tomlkit", "tomlkit>=0.12,<1", "tomlkit~=0.12", "a>=1 || b"])
def test_a_range_without_one_lower_bound_is_refused(text: str) -> None:
    with pytest.raises(ValueError, match="no single lower bound"):
        dependency_ends.lowest(text)


def test_the_newest_end_is_the_ranges_as_declared() -> None:
    printed = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "dependency_ends.py"), "newest"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.splitlines()
    assert printed == dependency_ends.dependencies()
