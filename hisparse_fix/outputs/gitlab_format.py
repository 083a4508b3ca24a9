"""`--format gitlab`: a GitLab Code Quality report (a JSON list of issues).

The fingerprint is stable across runs while the finding stays: it hashes the
path, the code and the message (not the line, which moves with edits above
it), with a counter for repeats in one file.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from collections.abc import Sequence
from typing import Any

from hisparse_fix.outputs import Tool
from hisparse_fix.outputs.records import Record
from hisparse_fix.vocabulary.sites import Severity

_SEVERITY = {Severity.FIX: "major", Severity.UNFIXABLE: "critical", Severity.WARNING: "minor"}


def render(records: Sequence[Record], tool: Tool) -> str:
    seen: Counter[tuple[str, str, str]] = Counter()
    issues: list[dict[str, Any]] = []
    for record in records:
        key = (record.path, record.code, record.message)
        seen[key] += 1
        digest = hashlib.sha256("\0".join((*key, str(seen[key]))).encode()).hexdigest()
        issues.append(
            {
                "description": f"{record.code} {record.message}",
                "check_name": f"{record.code} {record.name}".strip(),
                "fingerprint": digest,
                "severity": _SEVERITY[record.severity],
                "location": {
                    "path": record.path,
                    "positions": {
                        "begin": {"line": record.start.line, "column": record.start.column},
                        "end": {"line": record.end.line, "column": record.end.column},
                    },
                },
            }
        )
    return json.dumps(issues, indent=2, ensure_ascii=False) + "\n"
