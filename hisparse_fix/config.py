"""Settings files: the nearest `hisparse-fix.toml` or `pyproject.toml` `[tool.hisparse-fix]`.

Found from a folder upward, stopping at the root of the git work tree (a
folder holding `.git`) or of the filesystem, as ruff finds its settings. In
one folder `hisparse-fix.toml` comes before `pyproject.toml`; a
`pyproject.toml` without the table is passed over. Values are checked here,
so a typo stops the run with the file, the key and what is allowed.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hisparse_fix import matrix
from hisparse_fix.settings import KV_CACHE_DTYPE_TARGETS, SCOPES, BackendFix

OWN_FILE = "hisparse-fix.toml"
PYPROJECT = "pyproject.toml"
TABLE = "hisparse-fix"

_CODE = re.compile(r"^HSF\d{0,3}$")


class ConfigError(Exception):
    """A settings file that cannot be read, or holds an unknown key or a bad value."""


@dataclass(frozen=True)
class Config:
    """What a settings file sets, keyed by the command-line option's dashed name."""

    path: Path | None = None
    values: Mapping[str, Any] = field(default_factory=dict)


def _choice(choices: tuple[str, ...] | list[str]) -> Any:
    def check(value: Any) -> str:
        if not isinstance(value, str) or value not in choices:
            raise ValueError(f"one of {', '.join(choices)}")
        return value

    return check


def _release(value: Any) -> str:
    if not isinstance(value, str):
        raise ValueError('a release such as "0.5.23", or "auto"')
    try:
        matrix.resolve(value)
    except matrix.UnknownReleaseError as error:
        raise ValueError(f'a release such as "0.5.23", or "auto" ({error})') from None
    return value


def _strings(value: Any) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise ValueError('a list of strings, e.g. ["old/*", "*.bak.sh"]')
    return tuple(value)


def _codes(value: Any) -> tuple[str, ...]:
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not all(
        isinstance(item, str) and _CODE.match(item.strip().upper()) for item in value
    ):
        raise ValueError('a list of rule codes or prefixes, e.g. ["HSF003", "HSF1"]')
    return tuple(item.strip().upper() for item in value)


def _jobs(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise ValueError("a whole number of worker processes, 1 or more")
    return value


KEYS = {
    "platform": _choice(matrix.PLATFORMS),
    "sglang-version": _release,
    "kv-cache-dtype-target": _choice(KV_CACHE_DTYPE_TARGETS),
    "backend-fix": _choice([choice.value for choice in BackendFix]),
    "gpu": _choice(matrix.GPU_NAMES),
    "scope": _choice(SCOPES),
    "select": _codes,
    "ignore": _codes,
    "exclude": _strings,
    "extend-exclude": _strings,
    "jobs": _jobs,
}
"""Every key a settings file may hold, with the check that turns its value into the
command-line option's value (or says what is allowed)."""


def find(start: Path) -> tuple[Path, Mapping[str, Any]] | None:
    """The nearest settings file from `start` (a folder) upward, with its table."""
    folder = start.resolve()
    for candidate in (folder, *folder.parents):
        own = candidate / OWN_FILE
        if own.is_file():
            return own, _read(own)
        pyproject = candidate / PYPROJECT
        if pyproject.is_file():
            table = _read(pyproject).get("tool", {}).get(TABLE)
            if table is not None:
                if not isinstance(table, dict):
                    raise ConfigError(f"{pyproject}: [tool.{TABLE}] must be a table")
                return pyproject, table
        if (candidate / ".git").exists():
            return None
    return None


def _read(path: Path) -> dict[str, Any]:
    # Imported here: a run with no settings file around it never parses TOML.
    if sys.version_info >= (3, 11):
        import tomllib
    else:  # pragma: no cover
        import tomli as tomllib

    try:
        with path.open("rb") as handle:
            return tomllib.load(handle)
    except OSError as error:
        raise ConfigError(f"{path}: cannot read: {error.strerror or error}") from None
    except tomllib.TOMLDecodeError as error:
        raise ConfigError(f"{path}: not valid TOML: {error}") from None


def parse(path: Path, table: Mapping[str, Any]) -> Config:
    """Check every key and value of a settings table."""
    where = f"[tool.{TABLE}] " if path.name == PYPROJECT else ""
    values: dict[str, Any] = {}
    for key, value in table.items():
        check = KEYS.get(key) or KEYS.get(key.replace("_", "-"))
        if check is None:
            allowed = ", ".join(KEYS)
            raise ConfigError(f"{path}: {where}unknown key {key!r} (allowed: {allowed})")
        try:
            values[key.replace("_", "-")] = check(value)
        except ValueError as error:
            raise ConfigError(
                f"{path}: {where}{key} = {value!r} is not allowed: expected {error}"
            ) from None
    return Config(path, values)


def load(start: Path) -> Config:
    """The settings that apply to a run whose first path is in the folder `start`."""
    found = find(start)
    return Config() if found is None else parse(*found)


def load_file(path: Path) -> Config:
    """An explicitly named settings file (`--config`): its own table or `[tool.hisparse-fix]`."""
    data = _read(path)
    if path.name == PYPROJECT:
        data = data.get("tool", {}).get(TABLE, {})
    return parse(path, data)
