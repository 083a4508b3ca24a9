"""The error an adapter raises for a file it cannot read."""

from __future__ import annotations


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
