"""`--format sarif`: SARIF 2.1.0, for GitHub code scanning and other SARIF viewers.

The tool lists every rule with its help text (the `--explain` text) and a
help link; each result has a physical location and, when fixable, `fixes`
holding the replacements of its own fix, which applies alone. A file that cannot be
read or parsed is also a tool execution notification of the run's invocation.
Columns count Unicode code points (`columnKind: unicodeCodePoints`).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import PurePath
from typing import Any

from hisparse_fix.outputs import Tool
from hisparse_fix.outputs.records import Position, Record

SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"


def _rules(tool: Tool) -> list[dict[str, Any]]:
    from hisparse_fix.rules import all_rules

    link = {"helpUri": f"{tool.url}#rules"} if tool.url else {}
    return [
        {
            "id": rule.code,
            "name": rule.name,
            "shortDescription": {"text": rule.title},
            "fullDescription": {"text": rule.title},
            "help": {"text": rule.explanation, "markdown": rule.explanation},
            **link,
        }
        for rule in all_rules()
    ]


def _uri(path: str) -> str:
    pure = PurePath(path)
    return pure.as_uri() if pure.is_absolute() else pure.as_posix()


def _region(start: Position, end: Position) -> dict[str, int]:
    return {
        "startLine": start.line,
        "startColumn": start.column,
        "endLine": end.line,
        "endColumn": end.column,
    }


def _located(record: Record) -> list[dict[str, Any]]:
    """A result's or a notification's `locations`: the record's file and region."""
    return [
        {
            "physicalLocation": {
                "artifactLocation": {"uri": _uri(record.path)},
                "region": _region(record.start, record.end),
            }
        }
    ]


def result(record: Record, index: dict[str, int]) -> dict[str, Any]:
    location = {"uri": _uri(record.path)}
    item: dict[str, Any] = {
        "ruleId": record.code,
        "level": record.level,
        "message": {"text": record.message},
        "locations": _located(record),
    }
    if record.code in index:
        item["ruleIndex"] = index[record.code]
    if record.fixable and record.replacements:
        item["fixes"] = [
            {
                "description": {"text": record.message},
                "artifactChanges": [
                    {
                        "artifactLocation": location,
                        "replacements": [
                            {
                                "deletedRegion": _region(r.start, r.end),
                                "insertedContent": {"text": r.text},
                            }
                            for r in record.replacements
                        ],
                    }
                ],
            }
        ]
    return item


def _invocation(records: Sequence[Record]) -> dict[str, Any]:
    """The run itself: it completed, and each file it could not read or parse is also a
    tool execution notification (what a SARIF viewer shows as the tool's own errors),
    beside its HSF901 result."""
    from hisparse_fix.rules.unread_file import CODE

    notes = [
        {
            "level": "error",
            "message": {"text": record.message},
            "descriptor": {"id": CODE},
            "locations": _located(record),
        }
        for record in records
        if record.code == CODE and record.level == "error"
    ]
    return {"executionSuccessful": True, "toolExecutionNotifications": notes}


def render(records: Sequence[Record], tool: Tool) -> str:
    rules = _rules(tool)
    index = {rule["id"]: number for number, rule in enumerate(rules)}
    document = {
        "$schema": SCHEMA,
        "version": "2.1.0",
        "runs": [
            {
                "tool": {
                    "driver": {
                        "name": tool.name,
                        "version": tool.version,
                        "informationUri": tool.url,
                        "rules": rules,
                    }
                },
                "invocations": [_invocation(records)],
                "columnKind": "unicodeCodePoints",
                "results": [result(record, index) for record in records],
            }
        ],
    }
    return json.dumps(document, indent=2, ensure_ascii=False) + "\n"
