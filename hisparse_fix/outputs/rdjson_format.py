"""`--format rdjson`: reviewdog's Diagnostic Format, with each fix as `suggestions`.

reviewdog turns a suggestion into a pull-request suggested change that can be
applied with one click, so each suggestion covers whole lines (the lines a
GitHub suggestion replaces). Columns count UTF-8 bytes, as the format says;
ranges end exclusively.
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
        "code": {"value": record.code, "url": f"{tool.url}#rules"},
    }
    if record.fixable and record.line_replacements:
        item["suggestions"] = [
            {"range": {"start": _position(r.start), "end": _position(r.end)}, "text": r.text}
            for r in record.line_replacements
        ]
    return item


def render(records: Sequence[Record], tool: Tool) -> str:
    document = {
        "source": {"name": tool.name, "url": tool.url},
        "diagnostics": [diagnostic(record, tool) for record in records],
    }
    return json.dumps(document, indent=2, ensure_ascii=False) + "\n"
