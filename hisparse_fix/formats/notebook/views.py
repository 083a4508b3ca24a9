"""The texts the other adapters read in a notebook, each mapped onto its cells.

A view is pieces of cells laid end to end: the kernel's Python program is
every kernel cell (IPython lines blanked) with a newline after a cell that
lacks one; a shell view is one `!` command or one `%%bash` cell body; a
`%%writefile serve.py` body is a Python file of its own. A view character
maps to a cell character (a joining newline to none), and from there to
where the file writes it.

An edit runs the view's adapter on the view; the old and new views are
compared line by line and each changed run of lines becomes a change of one
cell's text. A change that would touch what IPython rewrites, or reach
across two cells, cannot be written.
"""

from __future__ import annotations

import ast
import bisect
import difflib
import re
import warnings
from dataclasses import dataclass
from functools import cached_property, partial
from typing import NamedTuple

from hisparse_fix.formats.errors import ParseError, UnwritableEditError
from hisparse_fix.formats.notebook import ipython
from hisparse_fix.formats.notebook.cells import Cell
from hisparse_fix.formats.notebook.ipython import EnvMagic, Reading
from hisparse_fix.formats.shell_text.command import span_through
from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.scope import may_hold_launch
from hisparse_fix.vocabulary.sites import Span

_LINE = re.compile(r"[^\n]*\n|[^\n]+")

CellChange = tuple[int, int, int, str]
"""(cell, start, end, new text): `cell.text[start:end]` becomes the new text."""


class Piece(NamedTuple):
    """`length` characters of cell `cell` from `cell_start`, at `view_start` in the view."""

    cell: int
    cell_start: int
    view_start: int
    length: int

    @property
    def view_end(self) -> int:
        return self.view_start + self.length


@dataclass(frozen=True)
class View:
    adapter: str
    """The module of `hisparse_fix.formats` that reads it: `python` or `shell`."""
    text: str
    pieces: tuple[Piece, ...]
    unknown: tuple[Span, ...] = ()
    """Parts IPython fills in at run time (`{expr}` in a `!` command)."""
    at: int | None = None
    """For a `!` command or a `%%bash` cell: where the kernel's program stands when it
    runs (its environment is the kernel's there); None for what the kernel does not run."""
    settings: tuple[EnvMagic, ...] = ()
    """For the kernel's program: its `%env` lines, their spans in the program."""

    def touches_unknown(self, span: Span) -> bool:
        return any(span.start < part.end and part.start < span.end for part in self.unknown)

    def map_span(self, cells: list[Cell], span: Span) -> Span:
        """A span of the view in the file."""
        point = partial(self._file_point, cells)
        return span_through(span, point, partial(self._file_end, cells), point)

    def _piece(self, offset: int) -> Piece | None:
        index = bisect.bisect_right(self._starts, offset) - 1
        if index < 0:
            return None
        piece = self.pieces[index]
        return piece if offset < piece.view_end else None

    @cached_property
    def _starts(self) -> list[int]:
        return [piece.view_start for piece in self.pieces]

    def _file_point(self, cells: list[Cell], offset: int) -> int:
        """Where view character `offset` is written (a joining newline: where its cell ends)."""
        piece = self._piece(offset)
        if piece is None:
            before = self._piece(offset - 1) if offset > 0 else None
            if before is None:
                return self._file_point(cells, offset - 1) if offset > 0 else 0
            return cells[before.cell].end(before.cell_start + before.length - 1)
        return cells[piece.cell].start(piece.cell_start + offset - piece.view_start)

    def _file_end(self, cells: list[Cell], offset: int) -> int:
        piece = self._piece(offset)
        if piece is None:
            return self._file_point(cells, offset)
        return cells[piece.cell].end(piece.cell_start + offset - piece.view_start)

    def cell_changes(self, cells: list[Cell], new: str) -> list[CellChange]:
        """The changes of cell texts that turn this view into `new`."""
        old_lines, new_lines = _LINE.findall(self.text), _LINE.findall(new)
        starts = [0]
        for line in old_lines:
            starts.append(starts[-1] + len(line))
        matcher = difflib.SequenceMatcher(None, old_lines, new_lines, autojunk=False)
        changes = []
        for tag, i1, i2, j1, j2 in matcher.get_opcodes():
            if tag == "equal":
                continue
            inserted = "".join(new_lines[j1:j2])
            if i1 == i2 and i1 > 0 and self._piece(starts[i1] - 1) is None:
                i1, inserted = i1 - 1, old_lines[i1 - 1] + inserted
            changes.append(self._cell_change(cells, starts[i1], starts[i2], inserted))
        return changes

    def _cell_change(self, cells: list[Cell], start: int, end: int, new: str) -> CellChange:
        """A change of view lines as a change of one cell's text; a joining newline the
        change ends with stays out of the cell."""
        if end > start and self._piece(end - 1) is None:
            if not new.endswith("\n"):
                raise UnwritableEditError("an edit would join two notebook cells")
            end, new = end - 1, new[:-1]
        piece = self._piece(start) if start < end else self._piece(start - 1) if start else None
        if piece is None or end > piece.view_end:
            raise UnwritableEditError("an edit reaches across notebook cells")
        cell_start = piece.cell_start + start - piece.view_start
        cell_end = piece.cell_start + end - piece.view_start
        written = cells[piece.cell].text[cell_start:cell_end]
        if self.text[start:end] != written:
            new = self._fields_back(start, written, new)
        return piece.cell, cell_start, cell_end, new

    def _fields_back(self, start: int, written: str, new: str) -> str:
        """`new` with each `{expr}` of a `!` command written back where the shell read a
        variable in its place (`ipython.as_shell`), in order; any other difference
        between the view and the cell is a line IPython rewrites, which is not edited."""
        seen = self.text[start : start + len(written)]
        fields = [
            Span(part.start - start, part.end - start)
            for part in self.unknown
            if start <= part.start and part.end <= start + len(written)
        ]
        inside = {index for part in fields for index in range(part.start, part.end)}
        if any(
            a != b and index not in inside
            for index, (a, b) in enumerate(zip(seen, written, strict=True))
        ):
            raise UnwritableEditError("an edit touches a line IPython rewrites (`!`, `%`)")
        result, cursor = [], 0
        for part in fields:
            placeholder = seen[part.start : part.end]
            found = new.find(placeholder, cursor)
            if found < 0:
                raise UnwritableEditError("an edit touches an `{expr}` IPython fills in")
            result.append(new[cursor:found] + written[part.start : part.end])
            cursor = found + len(placeholder)
        return "".join(result) + new[cursor:]


def views(cells: list[Cell], language: str) -> tuple[View | None, list[View]]:
    """The kernel's program (None without one), and every other view that may hold
    a launch."""
    program: list[str] = []
    pieces: list[Piece] = []
    settings: list[EnvMagic] = []
    others: list[View] = []
    position = 0
    kernel_runs = language == "python"
    written: dict[str, int] = {}  # each file a `%%writefile` cell writes: its view
    for index, cell in enumerate(cells):
        body = ipython.body(cell.text, language)
        if body is None:
            continue
        if body.target and body.appends and body.target in written:
            # `%%writefile -a serve.sh`: the file is the earlier cells' text and this one's.
            earlier = others[written[body.target]]
            others[written[body.target]] = _appended(earlier, index, cell, body.start)
            continue
        if body.target:
            written[body.target] = len(others)
        if body.reading is not Reading.KERNEL:
            adapter = body.adapter or ("shell" if body.reading is Reading.SHELL else "python")
            view = _substring(adapter, index, cell, Span(body.start, len(cell.text)))
            runs = kernel_runs and adapter == "shell" and not _writes_file(cell.text)
            others.append(replace(view, at=position if runs else None))
            continue
        kernel = ipython.kernel_cell(cell.text, body.start)
        compiles = _compiles(kernel.python)
        for command in kernel.commands:
            shell = _substring("shell", index, cell, command)
            at = position + command.start if compiles else position
            others.append(
                View(
                    "shell",
                    ipython.as_shell(shell.text),
                    shell.pieces,
                    ipython.fields(shell.text),
                    at=at,
                )
            )
        if not compiles:
            continue
        pieces.append(Piece(index, 0, position, len(kernel.python)))
        settings.extend(
            replace(s, span=Span(position + s.span.start, position + s.span.end))
            for s in kernel.settings
        )
        joined = kernel.python if kernel.python.endswith("\n") else kernel.python + "\n"
        program.append(joined)
        position += len(joined)
    found = View("python", "".join(program), tuple(pieces), settings=tuple(settings))
    return (found if pieces else None), [view for view in others if may_hold_launch(view.text)]


def _writes_file(text: str) -> bool:
    """`%%writefile x.sh`: the body is written, not run."""
    return text.startswith(("%%writefile", "%%file"))


def _appended(view: View, index: int, cell: Cell, start: int) -> View:
    """A written file's view with a cell's body added at its end (`%%writefile -a`)."""
    added = cell.text[start:]
    piece = Piece(index, start, len(view.text), len(added))
    return replace(view, text=view.text + added, pieces=(*view.pieces, piece))


def _substring(adapter: str, index: int, cell: Cell, span: Span) -> View:
    return View(
        adapter,
        cell.text[span.start : span.end],
        (Piece(index, span.start, 0, span.end - span.start),),
    )


def _compiles(python: str) -> bool:
    """Whether a kernel cell is Python (top-level `await` allowed, as IPython runs it);
    a cell that is not would stop every other cell's launch from being read."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            compile(python, "<cell>", "exec", ast.PyCF_ONLY_AST | ast.PyCF_ALLOW_TOP_LEVEL_AWAIT)
    except (SyntaxError, ValueError):
        return False
    except (RecursionError, MemoryError):
        raise ParseError(1, 1, "too deeply nested to read") from None
    return True
