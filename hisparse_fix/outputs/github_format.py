"""`--format github`: GitHub Actions workflow commands, one annotation a finding.

`::error file=F,line=L,col=C,endLine=L2,endColumn=C2,title=HSF002::message`
(`::warning` for warnings), escaped as the Actions toolkit escapes them.
"""

from __future__ import annotations

from collections.abc import Sequence

from hisparse_fix.outputs import Tool
from hisparse_fix.outputs.records import Record
from hisparse_fix.rules.unread_file import CODE as UNREAD


def _data(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _property(text: str) -> str:
    return _data(text).replace(":", "%3A").replace(",", "%2C")


def annotation(record: Record) -> str:
    where = ",".join(
        [
            f"file={_property(record.path)}",
            f"line={record.start.line}",
            f"col={record.start.column}",
            f"endLine={record.end.line}",
            f"endColumn={record.end.column}",
            f"title={_property(record.code)}",
        ]
    )
    refused = record.level == "error" and not record.fixable and record.code != UNREAD
    label = "unfixable: " if refused else ""
    return f"::{record.level} {where}::{_data(label + record.message)}"


def render(records: Sequence[Record], tool: Tool) -> str:
    return "".join(annotation(record) + "\n" for record in records)
