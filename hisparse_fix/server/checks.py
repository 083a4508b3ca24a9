"""One check of one source through the API, with each finding placed in its document.

Pure and thread-safe: the server runs it off the event loop. A text the tool cannot
read is kept as the error (one diagnostic); anything else raised is the caller's to log.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from hisparse_fix import api
from hisparse_fix.server.sources import Source
from hisparse_fix.vocabulary.text_positions import Lines, Range

Fix = Callable[..., api.FixResult]


class Placed(NamedTuple):
    """A finding, and its range in the editor document it is in (code points)."""

    finding: api.Finding
    uri: str
    range: Range


class Checked(NamedTuple):
    source: Source
    settings: api.Settings
    result: api.FixResult | None = None
    placed: tuple[Placed, ...] = ()
    error: str = ""
    """Why the text could not be read; empty when it was."""
    error_at: Placed | None = None
    """Where the error is (its finding is a stand-in with the error's message)."""

    def at(self, uri: str) -> list[Placed]:
        return [item for item in self.placed if item.uri == uri]


def run(source: Source, settings: api.Settings, fix: Fix = api.fix) -> Checked:
    """Check `source` by `settings`: its findings placed, or why it cannot be read."""
    try:
        result = fix(source.text, path=source.path, format=source.format, settings=settings)
    except api.CheckError as error:
        return Checked(source, settings, error=error.message, error_at=_error_place(source, error))
    checked = Lines(source.text)
    placed = tuple(_place(source, checked, finding) for finding in result.findings)
    return Checked(source, settings, result, placed)


def _place(source: Source, checked: Lines, finding: api.Finding) -> Placed:
    start = source.place(checked.offset(finding.range.start))
    end = source.place(checked.offset(finding.range.end))
    document = source.document(start.uri)
    assert document is not None
    lines = Lines(document.text)
    end_offset = end.offset if end.uri == start.uri else len(document.text)
    return Placed(finding, start.uri, lines.range(start.offset, max(end_offset, start.offset)))


def _error_place(source: Source, error: api.CheckError) -> Placed:
    offset = 0 if error.range is None else Lines(source.text).offset(error.range.start)
    place = source.place(offset)
    document = source.document(place.uri) or source.documents[0]
    lines = Lines(document.text)
    position = lines.position(place.offset)
    end = lines.position(place.offset + len(lines.line_text(position.line)) - position.character)
    stand_in = api.Finding("", "", error.message, api.Severity.UNFIXABLE, Range(position, end))
    return Placed(stand_in, document.uri, Range(position, end))


def fixed_edits(checked: Checked, edits: Any) -> dict[str, list[Any]]:
    """The checked text with `edits` (its own coordinates) made, as edits per document."""
    new = api.apply_edits(checked.source.text, edits)
    return checked.source.edits(new)
