"""The API's `Settings`: the command line's options as one frozen value, over a settings file.

Each field is one command-line option (None: not given), and `settings_file` is what
`--config FILE` names. A file is judged as the CLI judges it: the options over the
settings file's values (its `per-file-settings` globs matched against the file's
path), over the defaults, through the same `per_file.Resolver`. `Settings.discover`
finds the file the CLI would use for a path (the nearest `hisparse-fix.toml` or
`pyproject.toml` `[tool.hisparse-fix]`).
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from functools import cache, lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from hisparse_fix.project import config
from hisparse_fix.sglang import settings as engine
from hisparse_fix.vocabulary.records import replace

if TYPE_CHECKING:
    from hisparse_fix.project.per_file import Resolver

OPTION_FIELDS = (
    "platform",
    "sglang_version",
    "gpu",
    "kv_cache_dtype_target",
    "backend_fix",
    "scope",
    "select",
    "extend_select",
    "ignore",
    "extend_ignore",
)
"""The fields that are command-line options, each the settings-file key with `_` for `-`."""

ALIASES = {"release": "sglang_version"}
"""Other names `from_options` accepts (the issue's and editors' word for the release)."""


class SettingsError(ValueError):
    """An unknown key, a value the option does not allow, or an unreadable settings file."""


@dataclass(frozen=True)
class Settings:
    """What the CLI's options choose, for `hisparse_fix.check` and `hisparse_fix.fix`.

    `Settings()` judges as `hisparse-fix --isolated` does; `Settings.discover(path)` as
    the CLI judges `path`; `dataclasses.replace` sets options over either. Values are
    checked when the value is made (`SettingsError`), as the CLI checks its options.
    """

    platform: str | None = None
    """`cuda` (default), `rocm`, or an off-GPU platform (`cpu`, `xpu`, `npu`, ...)."""
    sglang_version: str | None = None
    """The release whose rules apply (`"0.5.23"`); `auto` (default): the installed sglang."""
    gpu: str | None = None
    """Judge on this GPU only (`hopper`, `blackwell`, `mi300`, ...); default every GPU."""
    kv_cache_dtype_target: str | None = None
    """What a rejected `--kv-cache-dtype` becomes: `fp8_e4m3` (default) or `bfloat16`."""
    backend_fix: str | None = None
    """`drop` (default) a refused DSA backend, or `replace` it with SGLang's default."""
    scope: str | None = None
    """`hisparse` (default), or `all` to judge spelling and refused options everywhere."""
    select: tuple[str, ...] | None = None
    """Rule codes, prefixes or names; replaces the settings file's selection."""
    extend_select: tuple[str, ...] | None = None
    ignore: tuple[str, ...] | None = None
    extend_ignore: tuple[str, ...] | None = None
    strict: bool = False
    """Report `# hisparse-fix: ignore` comments that suppress nothing (HSF900)."""
    settings_file: Path | None = None
    """A settings file under the options (`--config FILE`); None: none."""
    _file: config.Config = field(default=config.Config(), init=False, repr=False, compare=False)
    _given: Mapping[str, Any] = field(default_factory=dict, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        for name in ("select", "extend_select", "ignore", "extend_ignore"):
            value = getattr(self, name)
            if isinstance(value, str):
                object.__setattr__(self, name, (value,))
            elif value is not None:
                object.__setattr__(self, name, tuple(value))
        if self.settings_file is not None:
            object.__setattr__(self, "settings_file", Path(self.settings_file))
            object.__setattr__(self, "_file", _load(self.settings_file))
        object.__setattr__(self, "_given", _checked(self))

    @classmethod
    def from_file(cls, path: str | os.PathLike[str], **options: Any) -> Settings:
        """The settings of a `hisparse-fix.toml` or a `pyproject.toml` with
        `[tool.hisparse-fix]` (as `--config path`), with `options` over them."""
        return cls(settings_file=Path(path), **options)

    @classmethod
    def discover(cls, path: str | os.PathLike[str], **options: Any) -> Settings:
        """The settings the CLI would judge the file `path` by: the nearest settings file
        from its folder up to the git work tree's root, with `options` over it."""
        folder = Path(path).parent if not Path(path).is_dir() else Path(path)
        try:
            found = config.find(folder)
        except config.ConfigError as error:
            raise SettingsError(str(error)) from None
        return cls(settings_file=None if found is None else found[0], **options)

    @classmethod
    def from_options(cls, options: Mapping[str, Any], base: Settings | None = None) -> Settings:
        """`base` (default `Settings()`) with `options` over it, keyed as in a settings
        file (`sglang-version`), as Python names (`sglang_version`) or in camelCase
        (`sglangVersion`, as editors send them); `release` names `sglang_version`."""
        known = {*OPTION_FIELDS, "strict"}
        values = {}
        for key, value in options.items():
            name = _field_name(key)
            if name not in known:
                allowed = ", ".join(name.replace("_", "-") for name in sorted(known))
                raise SettingsError(f"unknown setting {key!r} (allowed: {allowed})")
            values[name] = value
        return replace(base or cls(), **values)

    def resolve(self, path: str | os.PathLike[str] | None = None) -> engine.Settings:
        """The engine's settings for the file at `path` (its `per-file-settings` globs
        apply); None: a text with no path."""
        return self._resolver().settings_for(os.fspath(path) if path is not None else "-")

    def excludes(self, path: str | os.PathLike[str]) -> bool:
        """Whether the file at `path` is excluded by the settings that govern it (its
        settings file's `exclude` and `extend-exclude`, the default excludes), as
        `--force-exclude` judges a file named on the command line: an editor's document
        of a vendored folder gets no diagnostics, as under `ruff server`."""
        from hisparse_fix.project.walk import named_excluded

        return named_excluded(os.fspath(path), self._resolver().excludes_for)

    def _resolver(self) -> Resolver:
        """The CLI's resolution of these options over the settings file, which both the
        engine's settings and the excludes come from."""
        from hisparse_fix.project.per_file import Resolver

        return Resolver(
            self._given, release_of=release_of, fixed=self._file, report_unused_ignores=self.strict
        )


def _field_name(key: str) -> str:
    name = re.sub(r"(?<=[a-z0-9])([A-Z])", r"_\1", key).lower().replace("-", "_")
    return ALIASES.get(name, name)


def _checked(settings: Settings) -> dict[str, Any]:
    """The options as the CLI hands them to `Resolver`: dashed keys, each value checked by
    the settings file's own check (selectors resolved to code prefixes)."""
    table = {
        item.name.replace("_", "-"): getattr(settings, item.name)
        for item in fields(settings)
        if item.name in OPTION_FIELDS and getattr(settings, item.name) is not None
    }
    table = {
        key: list(value) if isinstance(value, tuple) else value for key, value in table.items()
    }
    try:
        checked = config.parse(Path("Settings"), table)
    except config.ConfigError as error:
        raise SettingsError(str(error).removeprefix("Settings: ")) from None
    return dict(checked.values)


def _load(path: Path) -> config.Config:
    """A settings file, parsed again only when it changed on disk."""
    try:
        info = path.stat()
    except OSError as error:
        raise SettingsError(f"{path}: cannot read: {error.strerror or error}") from None
    try:
        return _parsed(path.resolve(), info.st_mtime_ns, info.st_size)
    except config.ConfigError as error:
        raise SettingsError(str(error)) from None


@lru_cache(maxsize=64)
def _parsed(path: Path, mtime_ns: int, size: int) -> config.Config:
    return config.load_file(path)


@cache
def release_of(version: str) -> engine.Release | None:
    """`sglang-version` -> its table, as the CLI resolves it: `auto` is the installed
    sglang's (None when there is none: the newest table is read when needed), and one
    newer than every table is judged by the newest."""
    from hisparse_fix.sglang import matrix

    if version != "auto":
        return engine.known_release(version)
    release = matrix.installed_release()
    if release is None or not engine.newer_than_tables(release):
        return release
    return replace(release, version=matrix.newest().version)
