"""Notebook adapter (being written): reads nothing yet."""

from __future__ import annotations

from collections.abc import Sequence

from hisparse_fix.sites import Edit, LaunchSite

NAME = "notebook"
SUFFIXES = (".ipynb",)
SHEBANG = None
FILENAMES: tuple[str, ...] = ()


def find_sites(text: str) -> list[LaunchSite]:
    return []


def apply(text: str, edits: Sequence[Edit]) -> str:
    return text
