"""A notebook's code cells: their text and where each character is written in the file.

nbformat 4 keeps a cell's `source` as a list of line strings (or one
string); the cell's text is their values joined. Each character of it is
mapped to the escape that writes it, so a launch's spans can be given in
the file and an edit can be written back into the string tokens it changes.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from hisparse_fix.formats.notebook.json_tokens import Located, char_starts
from hisparse_fix.formats.shell_text.command import span_through
from hisparse_fix.vocabulary.sites import Span


@dataclass(frozen=True)
class Cell:
    """A code cell: its source strings, and whether `source` is a list of them."""

    tokens: tuple[Located, ...]
    listed: bool
    file: str
    """The whole notebook, which the tokens' spans index."""

    @cached_property
    def text(self) -> str:
        return "".join(self.tokens)

    @cached_property
    def bounds(self) -> tuple[int, ...]:
        """Where each token's value starts in `text`, then `len(text)`."""
        bounds = [0]
        for token in self.tokens:
            bounds.append(bounds[-1] + len(token))
        return tuple(bounds)

    @cached_property
    def _starts(self) -> tuple[tuple[int, ...], ...]:
        return tuple(char_starts(self.file, token) for token in self.tokens)

    def token_at(self, offset: int) -> int:
        """The token that holds character `offset` (the last one for the end of the text)."""
        return min(bisect.bisect_right(self.bounds, offset) - 1, len(self.tokens) - 1)

    def start(self, offset: int) -> int:
        """Where character `offset` of `text` is written (the end: the closing quote)."""
        token = self.token_at(offset)
        return self._starts[token][offset - self.bounds[token]]

    def end(self, offset: int) -> int:
        """Where the escape of character `offset` ends in the file."""
        token = self.token_at(offset)
        return self._starts[token][offset - self.bounds[token] + 1]

    def map_span(self, span: Span) -> Span:
        return span_through(span, self.start, self.end, self.start)


def code_cells(notebook: Any, file: str) -> list[Cell]:
    """The code cells of an nbformat 4 notebook whose source is text, in order."""
    cells = notebook.get("cells") if isinstance(notebook, dict) else None
    if not isinstance(cells, list):
        return []
    found = []
    for cell in cells:
        if not isinstance(cell, dict) or cell.get("cell_type") != "code":
            continue
        source = cell.get("source")
        if isinstance(source, Located) and source:
            found.append(Cell((source,), False, file))
        elif isinstance(source, list) and source and all(isinstance(s, Located) for s in source):
            found.append(Cell(tuple(source), True, file))
    return found


def language(notebook: Any) -> str:
    """The kernel's language, from the notebook's metadata; Python when it does not say."""
    metadata = notebook.get("metadata") if isinstance(notebook, dict) else None
    if not isinstance(metadata, dict):
        return "python"
    for key, field in (("kernelspec", "language"), ("language_info", "name")):
        section = metadata.get(key)
        if isinstance(section, dict) and isinstance(section.get(field), str):
            return section[field].lower()
    return "python"
