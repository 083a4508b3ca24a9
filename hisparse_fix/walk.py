"""Paths on the command line -> the files to look at, in a stable order."""

from __future__ import annotations

import fnmatch
import os
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

SKIPPED_FOLDERS = frozenset(
    {
        ".git",
        ".hg",
        ".svn",
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
    }
)


@dataclass(frozen=True)
class Candidate:
    path: Path
    explicit: bool
    """Named on the command line: reported even when no adapter reads it."""


def _excluded(path: Path, patterns: Sequence[str]) -> bool:
    text = path.as_posix()
    return any(
        fnmatch.fnmatch(text, pattern) or fnmatch.fnmatch(path.name, pattern)
        for pattern in patterns
    )


def _is_virtualenv(folder: Path) -> bool:
    return (folder / "pyvenv.cfg").is_file()


def iter_candidates(paths: Sequence[str], exclude: Sequence[str] = ()) -> Iterator[Candidate]:
    """Files named directly, then every file below each folder, sorted, skipping
    version-control folders, virtualenvs, caches and `--exclude` globs."""
    for raw in paths:
        path = Path(raw)
        if not path.is_dir():
            if not _excluded(path, exclude):
                yield Candidate(path, explicit=True)
            continue
        for root, folders, files in os.walk(path):
            base = Path(root)
            folders[:] = sorted(
                name
                for name in folders
                if name not in SKIPPED_FOLDERS
                and not _is_virtualenv(base / name)
                and not _excluded(base / name, exclude)
            )
            for name in sorted(files):
                file_path = base / name
                if not _excluded(file_path, exclude):
                    yield Candidate(file_path, explicit=False)
