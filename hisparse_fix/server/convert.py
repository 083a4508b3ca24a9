"""The API's values as LSP's: positions in the client's units, findings as diagnostics,
edits as a workspace edit.

The API counts characters in code points; a client counts UTF-16 units unless it
agreed to another encoding at `initialize` (pygls's `PositionCodec` says which).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path

from lsprotocol import types
from pygls.workspace.position_codec import PositionCodec

from hisparse_fix.server.checks import Placed
from hisparse_fix.vocabulary.lines import split_lines
from hisparse_fix.vocabulary.sites import Severity
from hisparse_fix.vocabulary.text_positions import Position, Range, TextEdit

SOURCE = "hisparse-fix"

SEVERITIES = {
    Severity.FIX: types.DiagnosticSeverity.Error,
    Severity.UNFIXABLE: types.DiagnosticSeverity.Error,
    Severity.WARNING: types.DiagnosticSeverity.Warning,
}
"""SGLang refuses the launch (fixable or not): an error; else a warning."""


class Units:
    """One document's positions in the client's units, and back."""

    def __init__(self, text: str, codec: PositionCodec) -> None:
        self.lines = split_lines(text) or [""]
        self.codec = codec

    def position(self, position: Position) -> types.Position:
        place = types.Position(position.line, position.character)
        return self.codec.position_to_client_units(self.lines, place)

    def range(self, range: Range) -> types.Range:
        return types.Range(self.position(range.start), self.position(range.end))

    def from_client(self, position: types.Position) -> Position:
        asked = types.Position(position.line, position.character)
        found = self.codec.position_from_client_units(self.lines, asked)
        return Position(found.line, found.character)


RULE_DOCS = Path(__file__).resolve().parent.parent / "rules" / "RULES.md"
"""Every rule explained, shipped in the package (`tools/rule_docs.py` writes it)."""


def rule_link(code: str) -> types.CodeDescription | None:
    """Where the rule is explained: the published docs (`outputs.DOCS_URL`) when there
    are any, else the rule's section of `RULES.md` in the installed package."""
    from hisparse_fix.outputs import DOCS_URL

    if not code:
        return None
    if DOCS_URL:
        return types.CodeDescription(href=f"{DOCS_URL}#rules")
    if not RULE_DOCS.is_file():
        return None
    return types.CodeDescription(href=f"{RULE_DOCS.as_uri()}#{code.lower()}")


def diagnostic(placed: Placed, units: Units) -> types.Diagnostic:
    finding = placed.finding
    return types.Diagnostic(
        range=units.range(placed.range),
        message=finding.message,
        severity=SEVERITIES[finding.severity],
        code=finding.code or None,
        code_description=rule_link(finding.code),
        source=SOURCE,
    )


def workspace_edit(
    edits: Mapping[str, Sequence[TextEdit]], texts: Mapping[str, str], codec: PositionCodec
) -> types.WorkspaceEdit:
    """Edits of each document (by URI) in the client's units, from the documents' texts."""
    changes = {}
    for uri, made in edits.items():
        units = Units(texts[uri], codec)
        changes[uri] = [types.TextEdit(units.range(edit.range), edit.new_text) for edit in made]
    return types.WorkspaceEdit(changes=changes)
