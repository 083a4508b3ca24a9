"""What one check reads: a text document as it is, or a notebook's code cells as one
nbformat 4 notebook, and where each character of that text is in the editor's documents.

A notebook document arrives as cells, each its own text document; the tool reads a
notebook as one program (a cell sees the imports of the cells before it). The cells
are written into a notebook's JSON, each cell's source one string, and each
character's offset in the JSON is kept, so that a finding in the JSON is placed in
its cell and a fixed notebook is turned back into edits of the cells it changes.
"""

from __future__ import annotations

import bisect
import json
from collections.abc import Sequence
from typing import NamedTuple

from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.text_positions import Lines, TextEdit

CELL_LANGUAGES = {"shellscript": "bash", "sh": "bash", "bash": "bash"}
"""Cell language ids whose notebooks run a bash kernel (else Python)."""


class Document(NamedTuple):
    uri: str
    text: str


class Place(NamedTuple):
    """An offset in one editor document's text."""

    uri: str
    offset: int


class Source(NamedTuple):
    """The text one check reads and the editor documents it is made of.

    For a text document, `text` is its text and `starts` is empty; for a notebook,
    `text` is the notebook's JSON and `starts[i][k]` is the JSON offset of character
    `k` of cell `documents[i]` (one more entry: the closing quote)."""

    key: str
    """The document's or the notebook's URI: what a check is scheduled by."""
    documents: tuple[Document, ...]
    text: str
    path: str | None = None
    format: str | None = None
    starts: tuple[tuple[int, ...], ...] = ()
    kernel: str = "python"

    @property
    def notebook(self) -> bool:
        return bool(self.starts)

    def document(self, uri: str) -> Document | None:
        return next((doc for doc in self.documents if doc.uri == uri), None)

    def place(self, offset: int) -> Place:
        """Where the checked text's `offset` is; in a notebook, an offset outside every
        cell's string is placed at the nearest cell edge."""
        if not self.starts:
            return Place(self.key, offset)
        firsts = [starts[0] for starts in self.starts]
        index = max(bisect.bisect_right(firsts, offset) - 1, 0)
        starts = self.starts[index]
        character = max(bisect.bisect_right(starts, offset) - 1, 0)
        return Place(self.documents[index].uri, min(character, len(starts) - 1))

    def with_text(self, uri: str, text: str) -> Source:
        """The same source with one document's text replaced."""
        documents = tuple(
            Document(doc.uri, text) if doc.uri == uri else doc for doc in self.documents
        )
        if not self.starts:
            return replace(self, documents=documents, text=text)
        return notebook_source(self.key, documents, self.path, self.kernel)

    def edits(self, new_text: str) -> dict[str, list[TextEdit]]:
        """The checked text changed into `new_text`, as edits of each document it changes."""
        from hisparse_fix.engine.hunks import changed_hunks

        if self.starts:
            texts = cell_texts(new_text)
            if len(texts) != len(self.documents):
                raise ValueError("the fixed notebook does not have the cells it was given")
        else:
            texts = [new_text]
        found: dict[str, list[TextEdit]] = {}
        for doc, new in zip(self.documents, texts, strict=True):
            if new != doc.text:
                lines = Lines(doc.text)
                found[doc.uri] = [
                    TextEdit(lines.range(hunk.start, hunk.end), hunk.text)
                    for hunk in changed_hunks(doc.text, new)
                ]
        return found


def text_source(uri: str, text: str, path: str | None, format: str | None) -> Source:
    return Source(uri, (Document(uri, text),), text, path, format)


def notebook_source(
    key: str, cells: Sequence[Document], path: str | None, kernel: str = "python"
) -> Source:
    """The code cells `cells` as one notebook's JSON (read as a notebook)."""
    head = '{"cells": ['
    parts, starts, at = [head], [], len(head)
    for index, cell in enumerate(cells):
        opening = ", " if index else ""
        opening += '{"cell_type": "code", "execution_count": null, "metadata": {}, "outputs": [], '
        opening += '"source": '
        parts.append(opening)
        at += len(opening)
        string, offsets = _string(cell.text, at)
        parts.append(string + "}")
        starts.append(offsets)
        at += len(string) + 1
    spec = {"kernelspec": {"display_name": kernel, "language": kernel, "name": kernel}}
    parts.append(f'], "metadata": {json.dumps(spec)}, "nbformat": 4, "nbformat_minor": 5}}\n')
    return Source(key, tuple(cells), "".join(parts), path, "notebook", tuple(starts), kernel)


def _string(text: str, at: int) -> tuple[str, tuple[int, ...]]:
    """`text` as a JSON string written at offset `at`, and each character's offset."""
    offsets, position = [], at + 1
    escaped = []
    for char in text:
        offsets.append(position)
        written = json.dumps(char, ensure_ascii=False)[1:-1]
        escaped.append(written)
        position += len(written)
    offsets.append(position)
    return '"' + "".join(escaped) + '"', tuple(offsets)


def cell_texts(notebook: str) -> list[str]:
    """The code cells' sources of a notebook's JSON, in order."""
    cells = json.loads(notebook)["cells"]
    texts = []
    for cell in cells:
        source = cell["source"]
        texts.append(source if isinstance(source, str) else "".join(source))
    return texts
