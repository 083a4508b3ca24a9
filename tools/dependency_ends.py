"""The runtime dependency range of `pyproject.toml` at one of its two ends.

`python tools/dependency_ends.py lowest` prints each runtime dependency pinned to the
lowest version its bound allows (`tomlkit>=0.12` -> `tomlkit==0.12`), as
`--resolution lowest-direct` resolves them; `newest` prints them as declared, for a
resolver that then takes the newest the registry offers. Markers are kept. CI installs
the test environment from the lock with these as overrides (`.ci/dependency_ends`).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10
    import tomli as tomllib

PYPROJECT = Path(__file__).resolve().parent.parent / "pyproject.toml"
_LOWER = re.compile(r"^([A-Za-z0-9_.\-\[\]]+)\s*>=\s*([^,;\s]+)\s*(;.*)?$")


def dependencies() -> list[str]:
    return tomllib.loads(PYPROJECT.read_text())["project"]["dependencies"]


def lowest(requirement: str) -> str:
    """The requirement pinned to its lower bound; one without a single `>=` bound is an
    error: its lowest version is not written down."""
    match = _LOWER.match(requirement)
    if match is None:
        raise ValueError(f"no single lower bound to pin: {requirement!r}")
    name, version, marker = match.groups()
    return f"{name}=={version}" + (f" {marker}" if marker else "")


def main(argv: list[str]) -> int:
    if argv not in (["lowest"], ["newest"]):
        print("usage: dependency_ends.py lowest|newest", file=sys.stderr)
        return 2
    for requirement in dependencies():
        print(lowest(requirement) if argv == ["lowest"] else requirement)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
