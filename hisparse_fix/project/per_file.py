"""Settings for each file, as ruff resolves them: the command line over the file's
nearest settings file (`config.find` from the file's folder up), over the defaults.

`per-file-settings` globs of that file (matched against the path relative to the
file's folder, or the name) set `platform`, `sglang-version`, `gpu` and add to
`ignore`, so that one repo holds CUDA and ROCm recipes. A file's settings depend
only on where it is, never on the other paths of the run or their order.
`--config FILE` is every file's settings file; `--isolated`, none.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Collection, Mapping
from fnmatch import fnmatch
from pathlib import Path
from typing import Any

from hisparse_fix.project import config
from hisparse_fix.project.config import PER_FILE, Config
from hisparse_fix.project.walk import Excludes
from hisparse_fix.sglang.matrix import Release
from hisparse_fix.sglang.settings import BackendFix, Settings

_SETTINGS_NAMES = frozenset({config.OWN_FILE, config.PYPROJECT, ".git"})
"""What a folder's listing must hold for its settings file to differ from its parent's."""

PER_FILE_KEYS = ("platform", "sglang-version", "gpu")
"""Per-file settings that replace a value (`ignore` adds)."""

DEFAULTS: Mapping[str, Any] = {
    "platform": None,
    "gpu": None,
    "sglang-version": "auto",
    "kv-cache-dtype-target": "fp8_e4m3",
    "backend-fix": "drop",
    "scope": "hisparse",
}


def selection(layers: list[Mapping[str, Any]]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Ruff's layered rule selection: each layer (settings file, then command line)
    either starts over with its `select` or adds `extend-select` to what the layers
    before chose; its `ignore` and `extend-ignore` remove. A later layer's prefix
    undoes an earlier layer's opposite choice of a longer prefix."""
    select: tuple[str, ...] = ("HSF",)
    ignore: tuple[str, ...] = ()
    for layer in layers:
        chosen = tuple(layer.get("extend-select") or ())
        dropped = tuple(layer.get("ignore") or ()) + tuple(layer.get("extend-ignore") or ())
        if layer.get("select") is not None:
            select, ignore = tuple(layer["select"]) + chosen, dropped
            continue
        ignore = _without(ignore, chosen) + dropped
        select = _without(select, dropped) + chosen
    return select, ignore


def _without(prefixes: tuple[str, ...], undone: tuple[str, ...]) -> tuple[str, ...]:
    """`prefixes` less those that a prefix of `undone` covers."""
    return tuple(code for code in prefixes if not undone or not code.startswith(undone))


class Resolver:
    """Each file's `Settings` and each folder's `Excludes`, each settings file read once.

    `given` holds what the command line set (dashed keys, selectors resolved); it
    wins over every file. `release_of` turns a `sglang-version` into its table."""

    def __init__(
        self,
        given: Mapping[str, Any],
        *,
        release_of: Callable[[str], Release | None],
        fixed: Config | None = None,
        report_unused_ignores: bool = False,
    ) -> None:
        self.given, self.release_of, self.fixed = given, release_of, fixed
        self.report_unused_ignores = report_unused_ignores
        self.configs: dict[str, Config] = {}
        self.nearest: dict[str, Config] = {}
        self.resolved: dict[str, str] = {}
        self.settings: dict[tuple[Any, ...], Settings] = {}
        self.excludes: dict[str, Excludes] = {}
        self.excludes_of: dict[int, Excludes] = {}
        self.listings: dict[str, Collection[str]] = {}
        self.releases: dict[str, Release | None] = {}

    def listed(self, folder: str, names: Collection[str], *, parent: str | None) -> bool:
        """The names a walk found in `folder`: its settings file and `.git` are then
        looked up in `names` rather than asked of the system, three calls fewer for
        each folder of a tree. `parent`: the folder whose listing the walk came from,
        which told it is no symlink; such a folder without a settings file or `.git` has
        its parent's settings file, whatever the folders above say. True when it does
        (its excludes are then its parent's, `walk.Listed`)."""
        if self.fixed is not None:
            return True  # every folder's settings file is the one given
        if parent is not None and _SETTINGS_NAMES.isdisjoint(names):
            found = self.configs.get(parent)
            if found is not None:
                self.configs[folder] = found
                return True
        self.listings[self._resolved(folder, no_link=parent is not None)] = names
        return False

    def config_for(self, folder: str) -> Config:
        """The settings file of the files in `folder` (raises `config.ConfigError`)."""
        if self.fixed is not None:
            return self.fixed
        found = self.configs.get(folder)
        if found is None:
            found = self.configs[folder] = self._nearest(self._resolved(folder))
        return found

    def _resolved(self, folder: str, *, no_link: bool = False) -> str:
        """`folder` resolved: below a folder already resolved, by joining its name (a
        walk meets each folder after its parent), unless it is a symlink (`no_link`: the
        walk's listing said it is not); `realpath` asks the system about every folder
        of the path."""
        known = self.resolved.get(folder)
        if known is not None:
            return known
        parent, name = os.path.split(folder)
        above = self.resolved.get(parent) if name not in ("", ".", "..") else None
        if above is not None and (no_link or not os.path.islink(folder)):
            found = os.path.join(above, name)
        else:
            found = os.path.realpath(folder or ".")
        self.resolved[folder] = found
        return found

    def _nearest(self, folder: str) -> Config:
        """`config.load`, remembered for every folder on the way up: a tree's folders
        share their parents' answer, and each settings file is parsed once."""
        found = self.nearest.get(folder)
        if found is None:
            names = self.listings.get(folder)
            if names is None:
                may_hold, stops = config.may_hold_settings(folder), config.stops_search(folder)
            else:
                may_hold = config.OWN_FILE in names or config.PYPROJECT in names
                stops = ".git" in names and config.stops_search(folder)
            in_folder = config.here(Path(folder)) if may_hold else None
            parent = os.path.dirname(folder)
            if in_folder is not None:
                found = config.parse(*in_folder)
            elif stops or parent == folder:
                found = Config()
            else:
                found = self._nearest(parent)
            self.nearest[folder] = found
        return found

    def run_value(self, key: str) -> Any:
        """A setting of the whole run (`jobs`, `force-exclude`): the command line's,
        else the settings file of the current folder (ruff's project root)."""
        if self.given.get(key) is not None:
            return self.given[key]
        return self.config_for(".").values.get(key)

    def settings_for(self, path: Path | str) -> Settings:
        """The settings of one file, by where it is."""
        found = self.config_for(os.path.dirname(path) or ".")
        if not found.values.get(PER_FILE):  # most files: their folder's settings
            key: tuple[Any, ...] = (id(found),)
            settings = self.settings.get(key)
            if settings is None:
                settings = self.settings[key] = self._build(found, [])
            return settings
        matched = _matching(found, str(path))
        key = (id(found), tuple(matched))
        settings = self.settings.get(key)
        if settings is None:
            settings = self.settings[key] = self._build(found, matched)
        return settings

    def explained(self, path: Path | str) -> list[tuple[str, Any, str]]:
        """`--show-settings`: each setting that judges the file at `path`, its value and
        where the value came from (the command line, a `per-file-settings` glob of a
        settings file, the settings file, the default), in the order of `DEFAULTS`."""
        found = self.config_for(os.path.dirname(path) or ".")
        where = _where(found)
        globs = _matching(found, str(path)) if found.values.get(PER_FILE) else []
        shown = [
            (key, value, source) for key, (value, source) in self._layers(found, globs).items()
        ]
        settings = self.settings_for(path)
        shown.append(("release", settings.release.version, "the sglang-version above"))
        selected = [values for values in (found.values, self.given) if _selects(values)]
        layers = " over ".join(
            "the command line" if values is self.given else where for values in selected
        )
        shown.append(("select", list(settings.select), layers or "default"))
        shown.append(("ignore", list(settings.ignore), layers or "default"))
        return shown

    def _layers(self, found: Config, globs: list[str]) -> dict[str, tuple[Any, str]]:
        """Each setting of `DEFAULTS`, its value and where it comes from, layer over
        layer: the default, the settings file, its `per-file-settings` globs matched (in
        order), the command line."""
        where, values = _where(found), found.values
        layers = {key: (default, "default") for key, default in DEFAULTS.items()}
        layers.update({key: (values[key], where) for key in DEFAULTS if key in values})
        for glob in globs:
            table = values[PER_FILE][glob]
            source = f"{where}, per-file-settings {glob!r}"
            layers.update({key: (table[key], source) for key in PER_FILE_KEYS if key in table})
        given = {key: self.given.get(key) for key in DEFAULTS}
        layers.update(
            {key: (value, "command line") for key, value in given.items() if value is not None}
        )
        return layers

    def _build(self, found: Config, globs: list[str]) -> Settings:
        values = found.values
        per_file = [values[PER_FILE][glob] for glob in globs]
        merged = {key: value for key, (value, _) in self._layers(found, globs).items()}
        select, ignore = selection([values, self.given])
        ignore += tuple(code for table in per_file for code in table.get("ignore", ()))
        return Settings(
            platform=merged["platform"] or "cuda",
            platform_chosen=merged["platform"] is not None,
            release=self._release(merged["sglang-version"]),
            gpu=merged["gpu"],
            kv_cache_dtype_target=merged["kv-cache-dtype-target"],
            backend_fix=BackendFix(merged["backend-fix"]),
            select=select,
            ignore=ignore,
            report_unused_ignores=self.report_unused_ignores,
            scope=merged.get("scope") or "hisparse",
        )

    def _release(self, version: str) -> Release | None:
        if version not in self.releases:
            self.releases[version] = self.release_of(version)
        return self.releases[version]

    def excludes_for(self, folder: str) -> Excludes:
        """What is skipped among `folder`'s entries: `--exclude` replaces the settings
        file's `exclude` (which replaces the defaults); `extend-exclude`s add up."""
        found = self.excludes.get(folder)
        if found is None:
            settings_file = self.config_for(folder)
            found = self.excludes_of.get(id(settings_file))
            if found is None:
                found = self.excludes_of[id(settings_file)] = self._excludes(settings_file)
            self.excludes[folder] = found
        return found

    def _excludes(self, settings_file: Config) -> Excludes:
        """The excludes of the folders whose settings file is `settings_file`."""
        values = settings_file.values
        exclude = self.given.get("exclude") or values.get("exclude") or ()
        extend = (*values.get("extend-exclude", ()), *(self.given.get("extend-exclude") or ()))
        root = str(settings_file.path.parent.resolve()) if settings_file.path else ""
        return Excludes.from_options(exclude, extend, root)


def _where(found: Config) -> str:
    return str(found.path) if found.path is not None else "no settings file"


def _selects(values: Mapping[str, Any]) -> bool:
    return any(values.get(key) for key in ("select", "extend-select", "ignore", "extend-ignore"))


def _matching(found: Config, path: str) -> list[str]:
    """The `per-file-settings` globs of `found` that match `path` (relative to the
    settings file's folder, or by name), in the file's order."""
    globs = found.values.get(PER_FILE)
    if not globs or found.path is None:
        return []
    relative = os.path.relpath(os.path.abspath(path), found.path.parent.resolve())
    relative = relative.replace(os.sep, "/")
    name = os.path.basename(path)
    return [glob for glob in globs if fnmatch(relative, glob) or fnmatch(name, glob)]
