"""`--format json`: a list of findings, each with its range and its fix as replacements.

A fix's replacements are applied together, and each fix applies alone (ruff's model:
one finding, one fix that leaves a valid file). No two fixes change the same line:
where findings' edits do, one finding carries them all and the others have no fix
(`engine.alone_fixes`), so applying every fix once gives the `--write` text.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from hisparse_fix.outputs import Tool
from hisparse_fix.outputs.records import Position, Record


def _at(prefix: str, position: Position) -> dict[str, int]:
    return {f"{prefix}line": position.line, f"{prefix}column": position.column}


def finding(record: Record) -> dict[str, Any]:
    fix = None
    if record.fixable and record.replacements:
        fix = {
            "replacements": [
                {**_at("", r.start), **_at("end_", r.end), "text": r.text}
                for r in record.replacements
            ]
        }
    return {
        "path": record.path,
        **_at("", record.start),
        **_at("end_", record.end),
        "code": record.code,
        "name": record.name,
        "message": record.message,
        "severity": record.level,
        "fixable": record.fixable,
        "fixed": record.fixed,
        "fix": fix,
    }


def render(records: Sequence[Record], tool: Tool) -> str:
    return json.dumps([finding(record) for record in records], indent=2, ensure_ascii=False) + "\n"
