"""Paths on the command line -> the files to look at, in a stable order.

Inside a git work tree the files are the ones git lists (tracked, plus untracked
and not ignored), so `.gitignore` holds; elsewhere the tree is walked. Either
way version-control folders, the default excludes (virtualenvs, `node_modules`,
caches) and `--exclude` / `--extend-exclude` globs are skipped, and symlinked
folders are not entered. Symlinks to files are listed, dangling ones too: the
engine decides what becomes of them (`engine.process_path` never writes through a
link). Whether a file is regular or binary is decided when it is read, so listing
costs no system call a file.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from fnmatch import translate
from pathlib import Path

VCS_FOLDERS = frozenset({".git", ".hg", ".svn"})
"""Never entered, whatever the excludes say."""

DEFAULT_EXCLUDES = (
    ".venv",
    "venv",
    ".tox",
    ".nox",
    "node_modules",
    "__pycache__",
    ".mypy_cache",
    ".ruff_cache",
    ".pytest_cache",
    "site-packages",
)
"""Folder names skipped unless `--exclude` replaces them (as in ruff); a folder
holding `pyvenv.cfg` (a virtualenv of any name) goes with them."""


@dataclass(frozen=True)
class Candidate:
    path: Path
    explicit: bool
    """Named on the command line: reported even when no adapter reads it."""


@dataclass(frozen=True)
class Excludes:
    """What is skipped: globs matched against a file or folder's name and its path."""

    user: tuple[str, ...] = ()
    """`--exclude` and `--extend-exclude` globs; they also apply to files named
    on the command line (so that a pre-commit hook can pass every file)."""
    defaults: bool = True
    """`DEFAULT_EXCLUDES` and virtualenvs (folders holding `pyvenv.cfg`)."""

    @classmethod
    def from_options(cls, exclude: Sequence[str], extend: Sequence[str] = ()) -> Excludes:
        """`--exclude` replaces the defaults, `--extend-exclude` adds to them (as in ruff)."""
        return cls(tuple(exclude) + tuple(extend), defaults=not exclude)

    @property
    def patterns(self) -> tuple[str, ...]:
        return (DEFAULT_EXCLUDES if self.defaults else ()) + self.user


def _matcher(patterns: Sequence[str]) -> re.Pattern[str] | None:
    """One regular expression for all the globs (fnmatch's: `*` crosses `/`)."""
    if not patterns:
        return None
    return re.compile("|".join(f"(?:{translate(pattern)})" for pattern in patterns))


def _matches(matcher: re.Pattern[str] | None, path: str) -> bool:
    """A glob matches the whole path or its last name."""
    if matcher is None:
        return False
    return bool(matcher.match(path) or matcher.match(os.path.basename(path)))


def _join(folder: str, name: str) -> str:
    """`folder/name`, without a leading `./` (paths read as the user wrote them)."""
    return name if folder == "." else os.path.join(folder, name)


def iter_candidates(
    paths: Sequence[str], excludes: Excludes | None = None, *, use_git: bool = True
) -> Iterator[Candidate]:
    """Files named directly, then every file below each folder; each file once."""
    excludes = excludes or Excludes()
    walk = _Walk(excludes, _matcher(excludes.patterns), use_git)
    named = _matcher(excludes.user)
    seen: set[Path] = set()
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            for name in walk.files_in(str(path)):
                found = Path(name)
                if found not in seen:
                    seen.add(found)
                    yield Candidate(found, explicit=False)
        elif path not in seen and not _matches(named, path.as_posix()):
            seen.add(path)
            yield Candidate(path, explicit=True)


class _Walk:
    """Lists the files below folders, skipping what `excludes` says."""

    def __init__(self, excludes: Excludes, matcher: re.Pattern[str] | None, use_git: bool):
        self.excludes, self.matcher, self.use_git = excludes, matcher, use_git

    def files_in(self, folder: str) -> list[str]:
        listed = _git_listing(folder) if self.use_git else None
        if listed is None:
            return list(self.walk(folder))
        return self.filter_listing(folder, listed)

    def folder_skipped(self, path: str) -> bool:
        name = os.path.basename(path)
        return (
            name in VCS_FOLDERS
            or _matches(self.matcher, path)
            or (self.excludes.defaults and os.path.isfile(os.path.join(path, "pyvenv.cfg")))
        )

    def walk(self, folder: str) -> Iterator[str]:
        """Files below `folder` by name, depth first; symlinked folders are not entered
        and only files and symlinks are listed (no FIFO, socket or device)."""
        try:
            with os.scandir(folder) as scan:
                entries = sorted(scan, key=lambda entry: entry.name)
        except OSError:
            return
        for entry in entries:
            path = _join(folder, entry.name)
            try:
                if entry.is_dir(follow_symlinks=False):
                    if not self.folder_skipped(path):
                        yield from self.walk(path)
                elif _file_or_link(entry) and not _matches(self.matcher, path):
                    yield path
            except OSError:
                continue

    def filter_listing(self, folder: str, listed: list[str]) -> list[str]:
        """git's list less the excluded folders and files. Nested work trees and
        submodules (listed as folders) are listed by their own git."""
        skipped: dict[str, bool] = {"": False}

        def inside_skipped(relative: str) -> bool:
            if relative not in skipped:
                parent = os.path.dirname(relative)
                full = _join(folder, relative)
                skipped[relative] = inside_skipped(parent) or self.folder_skipped(full)
            return skipped[relative]

        has_submodules = ".gitmodules" in listed
        files: list[str] = []
        for item in sorted(listed, key=lambda item: item.split("/")):
            relative = item.rstrip("/")
            full = _join(folder, relative)
            if inside_skipped(os.path.dirname(relative)):
                continue
            if item.endswith("/") or (has_submodules and os.path.isdir(full)):
                if not os.path.islink(full) and not inside_skipped(relative):
                    files.extend(self.files_in(full))
            elif not _matches(self.matcher, full):
                files.append(full)
        return files


def _file_or_link(entry: os.DirEntry[str]) -> bool:
    """A regular file, or a symlink that is not to a folder (dangling ones included)."""
    if entry.is_symlink():
        return not entry.is_dir()
    return entry.is_file()


def _git_listing(folder: str) -> list[str] | None:
    """Paths relative to `folder` that git tracks or would track; None outside a work tree."""
    import subprocess

    try:
        completed = subprocess.run(
            ["git", "-C", folder, "ls-files", "-co", "--exclude-standard", "-z"],
            capture_output=True,
            check=False,
        )
    except OSError:  # git is not installed
        return None
    if completed.returncode != 0:
        return None
    return [os.fsdecode(item) for item in completed.stdout.split(b"\0") if item]
