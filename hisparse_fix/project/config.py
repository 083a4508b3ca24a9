"""Settings files: the nearest `hisparse-fix.toml` or `pyproject.toml` `[tool.hisparse-fix]`.

Found from a folder upward, stopping at the root of the git work tree (a
folder holding `.git`) or of the filesystem, as ruff finds its settings. In
one folder `hisparse-fix.toml` comes before `pyproject.toml`; a
`pyproject.toml` without the table is passed over. `extend = "../base.toml"`
reads another file first and sets over it. Values are checked here (rule
selectors against the rules), so a typo stops the run with the file, the key and
what is allowed.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hisparse_fix.sglang import matrix
from hisparse_fix.sglang.settings import KV_CACHE_DTYPE_TARGETS, SCOPES, BackendFix, known_release

OWN_FILE = "hisparse-fix.toml"
PYPROJECT = "pyproject.toml"
TABLE = "hisparse-fix"

PER_FILE = "per-file-settings"
PER_FILE_KEYS = ("platform", "sglang-version", "gpu", "ignore")
"""What a `per-file-settings` glob may set: the recipes of one platform or release in a
repo that holds several."""
ADDED = ("extend-exclude", "extend-select", "extend-ignore")
"""Lists an extending file adds to those of the file it extends (the rest it replaces)."""
SELECTORS = ("select", "ignore", "extend-select", "extend-ignore")


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
        if value != "auto":
            known_release(value)
    except matrix.UnknownReleaseError as error:
        raise ValueError(f'a release such as "0.5.23", or "auto" ({error})') from None
    return value


def _strings(value: Any) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise ValueError('a list of strings, e.g. ["old/*", "*.bak.sh"]')
    return tuple(value)


def _codes(value: Any) -> tuple[str, ...]:
    """The shape of a selector list; the selectors are checked by `selectors.resolve`."""
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise ValueError('a list of rule codes or prefixes, e.g. ["HSF003", "HSF1"]')
    return tuple(item.strip() for item in value)


def _flag(value: Any) -> bool:
    if not isinstance(value, bool):
        raise ValueError("true or false")
    return value


def _jobs(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise ValueError("a whole number of worker processes, 1 or more")
    return value


def _folder(value: Any) -> str:
    if not isinstance(value, str) or not value:
        raise ValueError('a folder, e.g. ".cache/hisparse-fix" (relative to this file)')
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
    "extend-select": _codes,
    "extend-ignore": _codes,
    "exclude": _strings,
    "extend-exclude": _strings,
    "force-exclude": _flag,
    "jobs": _jobs,
    "cache-dir": _folder,
    PER_FILE: dict,  # checked by `_per_file`
    "extend": str,  # read by `parse`
}
"""Every key a settings file may hold, with the check that turns its value into the
command-line option's value (or says what is allowed)."""


def find(start: Path) -> tuple[Path, Mapping[str, Any]] | None:
    """The nearest settings file from `start` (a folder) upward, with its table."""
    folder = start.resolve()
    for candidate in (folder, *folder.parents):
        found = here(candidate)
        if found is not None or stops_search(candidate):
            return found
    return None


def here(folder: Path) -> tuple[Path, Mapping[str, Any]] | None:
    """The settings file of `folder` itself, with its table: `hisparse-fix.toml`, else a
    `pyproject.toml` holding `[tool.hisparse-fix]`."""
    own = folder / OWN_FILE
    if own.is_file():
        return own, _read(own)
    pyproject = folder / PYPROJECT
    if pyproject.is_file():
        table = _read(pyproject).get("tool", {}).get(TABLE)
        if table is not None:
            if not isinstance(table, dict):
                raise ConfigError(f"{pyproject}: [tool.{TABLE}] must be a table")
            return pyproject, table
    return None


def may_hold_settings(folder: str) -> bool:
    """Whether `folder` holds a file `here` reads: two `stat` calls, without `pathlib`
    (a walk asks it of every folder)."""
    return os.path.isfile(os.path.join(folder, OWN_FILE)) or os.path.isfile(
        os.path.join(folder, PYPROJECT)
    )


def stops_search(folder: Path | str) -> bool:
    """The root of a git work tree: settings files above it are not its own."""
    return os.path.exists(os.path.join(folder, ".git"))


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


def parse(path: Path, table: Mapping[str, Any], seen: tuple[Path, ...] = ()) -> Config:
    """Check every key and value of a settings table, over the file it `extend`s."""
    where = f"[tool.{TABLE}] " if path.name == PYPROJECT else ""
    own: dict[str, Any] = {}
    for key, value in table.items():
        name = key.replace("_", "-")
        if name not in KEYS:
            allowed = ", ".join(KEYS)
            raise ConfigError(f"{path}: {where}unknown key {key!r} (allowed: {allowed})")
        if name == PER_FILE:
            own[name] = _per_file(path, where, value)
            continue
        own[name] = _checked(path, where, key, name, value)
    base = _extended(path, where, own.pop("extend", None), seen)
    return Config(path, _over(base.values, own))


def _checked(path: Path, where: str, key: str, name: str, value: Any) -> Any:
    """One value through the check of `name` (its dashed key); a rule selector also
    against the rules."""
    from hisparse_fix.project import selectors

    check = KEYS[name]
    try:
        checked = check(value)
        if name in SELECTORS:
            source = f"`{path}` {where}".rstrip()
            checked = selectors.resolve(checked, option=name, source=source)
    except selectors.UnknownSelectorError as error:
        raise ConfigError(str(error)) from None
    except (TypeError, ValueError) as error:
        expected = "a string" if check is str else error
        raise ConfigError(
            f"{path}: {where}{key} = {value!r} is not allowed: expected {expected}"
        ) from None
    return checked


def _per_file(path: Path, where: str, value: Any) -> dict[str, dict[str, Any]]:
    """`per-file-settings = { "rocm/*" = { platform = "rocm" } }`, each value checked."""
    if not isinstance(value, dict) or not all(isinstance(item, dict) for item in value.values()):
        raise ConfigError(
            f'{path}: {where}{PER_FILE} must map globs to tables, e.g. {{ "rocm/*" = '
            '{ platform = "rocm" } }'
        )
    found: dict[str, dict[str, Any]] = {}
    for glob, table in value.items():
        settings: dict[str, Any] = {}
        for key, item in table.items():
            name = key.replace("_", "-")
            if name not in PER_FILE_KEYS:
                allowed = ", ".join(PER_FILE_KEYS)
                raise ConfigError(
                    f"{path}: {where}{PER_FILE} {glob!r}: unknown key {key!r} (allowed: {allowed})"
                )
            shown = f"{PER_FILE} {glob!r} {key}"
            settings[name] = _checked(path, where, shown, name, item)
        found[glob] = settings
    return found


def _extended(path: Path, where: str, extend: str | None, seen: tuple[Path, ...]) -> Config:
    """The file that `extend` names, relative to `path`'s folder (none: empty)."""
    if extend is None:
        return Config()
    target = (path.parent / extend).resolve()
    if target in seen or target == path.resolve():
        raise ConfigError(f"{path}: {where}extend = {extend!r} leads back to itself")
    if not target.is_file():
        raise ConfigError(f"{path}: {where}extend = {extend!r}: no such file ({target})")
    return load_file(target, (*seen, path.resolve()))


def _over(base: Mapping[str, Any], own: Mapping[str, Any]) -> dict[str, Any]:
    """An extending file's values over its base's: lists of `ADDED` and the globs of
    `per-file-settings` are joined, the rest replaced."""
    merged = dict(base)
    for key, value in own.items():
        if key in ADDED and key in base:
            merged[key] = tuple(base[key]) + tuple(value)
        elif key == PER_FILE and key in base:
            merged[key] = {**base[key], **value}
        else:
            merged[key] = value
    return merged


def load(start: Path) -> Config:
    """The settings that apply to the files in the folder `start`."""
    found = find(start)
    return Config() if found is None else parse(*found)


def load_file(path: Path, seen: tuple[Path, ...] = ()) -> Config:
    """An explicitly named settings file (`--config`, `extend`): its own table or
    `[tool.hisparse-fix]`."""
    data = _read(path)
    if path.name == PYPROJECT:
        data = data.get("tool", {}).get(TABLE, {})
    return parse(path, data, seen)
