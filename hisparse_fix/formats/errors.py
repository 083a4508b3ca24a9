"""The errors an adapter raises: a file it cannot read, an edit it cannot write.

They know no format, so that raising or catching one loads no parser.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from hisparse_fix.vocabulary.sites import Edit


class ParseError(Exception):
    """The file is not valid in its format; it is reported and left untouched.

    Its line and column are the tool's, worked out from the text (`at`, `placed`), never
    a parser's as it gives them: parsers count bytes or characters, from 0 or 1, and
    change where they place an error from one release to the next."""

    def __init__(self, line: int, column: int, message: str) -> None:
        super().__init__(message)
        self.line = line
        self.column = column
        self.message = message

    @classmethod
    def at(cls, text: str, offset: int, message: str) -> ParseError:
        """The error at a character offset of `text` (clamped to the text)."""
        from hisparse_fix.formats.offsets import line_and_column

        return cls(*line_and_column(text, max(0, min(offset, len(text)))), message)

    @classmethod
    def placed(cls, text: str, line: int, column: int, message: str) -> ParseError:
        """The error at a 1-based line and character column a parser gives, checked
        against `text`: a place outside it is moved to the nearest place inside."""
        starts = [0]
        starts.extend(index + 1 for index, char in enumerate(text) if char == "\n")
        row = max(1, min(line, len(starts)))
        start = starts[row - 1]
        end = starts[row] - 1 if row < len(starts) else len(text)
        return cls.at(text, start + max(0, min(column - 1, end - start)), message)


class SkippedFile(Exception):
    """The file is of the format but not something to read as it is (a Helm template
    that is not YAML): it is skipped with this note, which is not an error."""


class OverlappingEditsError(ValueError):
    """Two edits touch the same text: applying both would corrupt it.

    `at` is the character offset the message is about, if any: the engine, which has
    the text, turns it into a line and column (`placed`), so that no message shows an
    offset or a span."""

    def __init__(self, message: str, at: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.at = at

    def placed(self, text: str) -> str:
        """The message, with the line and column of `at` in `text`."""
        if self.at is None:
            return self.message
        from hisparse_fix.formats.offsets import line_and_column

        line, column = line_and_column(text, max(0, min(self.at, len(text))))
        return f"{self.message}, at line {line}, column {column}"


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
