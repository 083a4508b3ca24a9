"""What hovering a flagged option shows: the finding, then its rule's `--explain` text
(what the rule does, why SGLang refuses it, in SGLang's own words, and how safe the fix
is), without the example."""

from __future__ import annotations

import re

from hisparse_fix.api import Finding

SHOWN = ("What it does", "Why is this bad?", "Fix safety")
"""The sections of a rule's explanation a hover shows."""


def hover_text(finding: Finding) -> str:
    """Markdown for one finding."""
    from hisparse_fix.rules import find_rule

    head = f"**{finding.code}** `{finding.name}`: {finding.message}"
    found = find_rule(finding.code) if finding.code else None
    if found is None:
        return head
    return "\n\n".join([head, *sections(found.explanation)])


def sections(explanation: str) -> list[str]:
    """The shown `## ` sections of an explanation, each with its heading."""
    parts = re.split(r"^## ", explanation, flags=re.M)
    return [f"### {part.strip()}" for part in parts if part.split("\n", 1)[0].strip() in SHOWN]
