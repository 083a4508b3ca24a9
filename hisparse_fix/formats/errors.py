"""The errors an adapter raises: a file it cannot read, an edit it cannot write.

They know no format, so that raising or catching one loads no parser.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from hisparse_fix.sites import Edit


class ParseError(Exception):
    """The file is not valid in its format; it is reported and left untouched."""

    def __init__(self, line: int, column: int, message: str) -> None:
        super().__init__(message)
        self.line = line
        self.column = column
        self.message = message


class SkippedFile(Exception):
    """The file is of the format but not something to read as it is (a Helm template
    that is not YAML): it is skipped with this note, which is not an error."""


class OverlappingEditsError(ValueError):
    """Two edits touch the same text: applying both would corrupt it."""


class UnwritableEditError(OverlappingEditsError):
    """An edit that cannot be written without touching other text: a name or anchor
    read from a variable or written in two places, a word inside a string read as
    one word. Raised instead of writing something wrong; the engine then leaves
    the file untouched and reports it.
    """


class UnhandledEditError(UnwritableEditError):
    """A writer was given a kind of edit it does not carry out (a `--config` key's
    respelling in a shell command). Refused like any edit that cannot be written, so
    that a kind a writer does not name never turns into another edit."""

    def __init__(self, writer: str, edit: Edit) -> None:
        super().__init__(f"the {writer} writer does not carry out a {edit.kind.value} edit")
        self.writer = writer
        self.kind = edit.kind
