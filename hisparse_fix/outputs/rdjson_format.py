"""`--format rdjson`: reviewdog's Diagnostic Format, with each fix as `suggestions`.

reviewdog turns a suggestion into a pull-request suggested change that can be
applied with one click. So a finding has one suggestion, its whole fix on whole
lines: a range of lines without columns (reviewdog replaces those lines, first
to last, with the text), from the first line the fix changes to the last, never
past the file's end. Applied alone it leaves a valid file. Columns of the
finding's own range count UTF-8 bytes, as the format says; it ends exclusively.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from hisparse_fix.outputs import Tool
from hisparse_fix.outputs.records import Position, Record


def _position(position: Position) -> dict[str, int]:
    return {"line": position.line, "column": position.byte_column}


def diagnostic(record: Record, tool: Tool) -> dict[str, Any]:
    item: dict[str, Any] = {
        "message": record.message,
        "location": {
            "path": record.path,
            "range": {"start": _position(record.start), "end": _position(record.end)},
        },
        "severity": record.level.upper(),
        "code": {"value": record.code, **({"url": f"{tool.url}#rules"} if tool.url else {})},
    }
    suggestion = record.suggestion
    if record.fixable and suggestion is not None:
        lines = {"start": {"line": suggestion.first}, "end": {"line": suggestion.last}}
        item["suggestions"] = [{"range": lines, "text": suggestion.text}]
    return item


def render(records: Sequence[Record], tool: Tool) -> str:
    document = {
        "source": {"name": tool.name, **({"url": tool.url} if tool.url else {})},
        "diagnostics": [diagnostic(record, tool) for record in records],
    }
    return json.dumps(document, indent=2, ensure_ascii=False) + "\n"
