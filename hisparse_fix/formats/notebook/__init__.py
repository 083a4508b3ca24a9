"""Jupyter notebooks (nbformat 4): the launches in their code cells.

The kernel's code cells are one Python program (IPython's `!`, `%` and
`x = !cmd` lines blanked out, see `ipython`), read by the Python adapter, so
a launch in one cell sees the imports and lists of the cells before it. Each
`!` command (with its `\\` continuations), each `%%bash` / `%%sh` /
`%%script bash` cell and each cell of a bash kernel is a shell script for
the shell adapter; a `%%writefile` body is read as the file it writes
(`.sh`, `.py`). Markdown cells and outputs are never read.

The JSON is read by the json module with each string token's span (see
`json_tokens`); an edit is made by the cell's adapter on its view (`views`)
and written back into the string tokens of the changed lines only (`write`),
escaped as `json.dumps` writes them, in the file's own `ensure_ascii` style.
Indentation, key order, outputs and metadata keep every byte.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from functools import lru_cache, partial
from types import ModuleType
from typing import NamedTuple

from hisparse_fix.formats.errors import ParseError, UnwritableEditError
from hisparse_fix.formats.notebook import json_tokens, kernel_env, write
from hisparse_fix.formats.notebook.cells import Cell, code_cells, language
from hisparse_fix.formats.notebook.views import View, views
from hisparse_fix.formats.offsets import line_and_column
from hisparse_fix.formats.shell_text.command import unread_view
from hisparse_fix.formats.shell_text.view import map_site, view_lines
from hisparse_fix.formats.text_edits import apply_replacements
from hisparse_fix.sglang.platform_words import amd_tools
from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.scope import every_launch, may_hold_launch
from hisparse_fix.vocabulary.sites import Edit, LaunchSite, Option, Span


class _Notebook(NamedTuple):
    cells: list[Cell]
    views: list[View]
    sites: list[LaunchSite]
    """In file coordinates."""
    owners: dict[Span, tuple[int, Option]]
    """An option's span in the file -> its view and the option as the view's adapter has it."""


def find_sites(text: str) -> list[LaunchSite]:
    """Every launch in the notebook's code cells, in file order."""
    return list(_read(text, every_launch()).sites)


def apply(text: str, edits: Sequence[Edit]) -> str:
    """Each view's edits made by its adapter, written back into the changed source lines."""
    notebook = _read(text, every_launch())
    by_view: dict[int, list[Edit]] = {}
    for edit in edits:
        owner = notebook.owners.get(edit.option.span)
        if owner is None:
            raise UnwritableEditError("an edit is in no code cell", at=edit.option.span.start)
        view, option = owner
        by_view.setdefault(view, []).append(Edit(edit.kind, option, edit.value, edit.name))
    by_cell: dict[int, list[write.Change]] = {}
    for index, view_edits in sorted(by_view.items()):
        view = notebook.views[index]
        new = _adapter(view.adapter).apply(view.text, view_edits)
        for cell, start, end, replacement in view.cell_changes(notebook.cells, new):
            by_cell.setdefault(cell, []).append((start, end, replacement))
    ensure_ascii = json_tokens.escapes_non_ascii(text)
    replacements = [
        replacement
        for cell, changes in by_cell.items()
        for replacement in write.replacements(notebook.cells[cell], changes, ensure_ascii)
    ]
    return apply_replacements(text, replacements, lambda _text, span: span)


def _adapter(name: str) -> ModuleType:
    return importlib.import_module(f"hisparse_fix.formats.{name}")


@lru_cache(maxsize=4)
def _read(text: str, every: bool) -> _Notebook:
    """The notebook's launches (`every`: under `--scope all`, which the cache keys on)."""
    if not may_hold_launch(text):
        return _Notebook([], [], [], {})
    parsed = json_tokens.load(text)
    cells = code_cells(parsed, text)
    program, others = views(cells, language(parsed))
    found = ([program] if program is not None and may_hold_launch(program.text) else []) + others
    sites: list[LaunchSite] = []
    owners: dict[Span, tuple[int, Option]] = {}
    for index, view in enumerate(found):
        for site, kernel_notes in _view_sites(text, cells, view, program):
            map_span = partial(view.map_span, cells)
            lines = view_lines(text, view.text, map_span)
            mapped = map_site(site, map_span, view.touches_unknown, lines)
            mapped = replace(mapped, notes=tuple(dict.fromkeys(mapped.notes + kernel_notes)))
            for old, new in zip(site.options, mapped.options, strict=True):
                owners[new.span] = (index, old)
            sites.append(mapped)
    tools = amd_tools("".join(cell.text for cell in cells))  # `!rocm-smi` in any cell
    if tools:
        sites = [replace(site, platform_words=(*site.platform_words, *tools)) for site in sites]
    sites.sort(key=lambda site: (site.span, site.style.value))
    return _Notebook(cells, found, sites, owners)


def _view_sites(
    text: str, cells: list[Cell], view: View, program: View | None
) -> list[kernel_env.Found]:
    """The adapter's sites in the view, a command the kernel runs once for each
    environment the kernel may hold there; a shell command that cannot be parsed
    holds none, unless it plainly runs SGLang with HiSparse: then it is reported
    as a shell string that cannot be read is (`shell_string.unread_view`)."""
    try:
        if view.at is None or program is None:
            return [(site, ()) for site in _adapter(view.adapter).find_sites(view.text)]
        return kernel_env.sites(view, program, cells)
    except ParseError as error:
        if view.adapter == "shell":
            site = unread_view(view.text, error.message, "command")
            return [] if site is None else [(site, ())]
        offset = _offset(view.text, error.line, error.column)
        line, column = line_and_column(text, view.map_span(cells, Span(offset, offset)).start)
        raise ParseError(line, column, error.message) from None


def _offset(text: str, line: int, column: int) -> int:
    """The offset of a 1-based line and column."""
    start = 0
    for _ in range(line - 1):
        start = text.find("\n", start) + 1
        if start == 0:
            return len(text)
    return min(start + column - 1, len(text))
