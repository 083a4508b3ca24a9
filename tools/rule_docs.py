"""Write `hisparse_fix/rules/RULES.md`: every rule's code, name, title and explanation
(the `hisparse-fix rule CODE` text), each under an anchor named by its code. The
language server links each diagnostic's code there (`codeDescription`), a page that
ships with the package and so exists wherever the tool is installed.

Run it after adding or changing a rule; `tests/test_rule_docs.py` fails until the file
is what this writes.

    .venv/bin/python tools/rule_docs.py
"""

from __future__ import annotations

from pathlib import Path

RULES = Path(__file__).resolve().parent.parent / "hisparse_fix" / "rules" / "RULES.md"


def text() -> str:
    from hisparse_fix.rules import all_rules

    parts = [
        "# hisparse-fix rules\n\n"
        "Each rule's code and name, what it finds, and why (`hisparse-fix rule CODE`\n"
        "prints the same). Written by `tools/rule_docs.py`; do not edit by hand.\n"
    ]
    for rule in all_rules():
        explanation = _demoted(rule.explanation.rstrip())
        parts.append(
            f'\n<a id="{rule.code.lower()}"></a>\n\n## {rule.code} ({rule.name})\n\n'
            f"{rule.title}\n\n{explanation}\n"
        )
    return "".join(parts)


def _demoted(explanation: str) -> str:
    """The explanation with its own sections one level under the rule's heading; lines
    in code blocks (a shell comment) stay as they are."""
    lines = []
    fenced = False
    for line in explanation.split("\n"):
        if line.startswith("```"):
            fenced = not fenced
        elif not fenced and line.startswith("#") and line.lstrip("#").startswith(" "):
            line = "#" + line
        lines.append(line)
    return "\n".join(lines)


def main() -> None:
    RULES.write_text(text(), encoding="utf-8")
    print(f"wrote {RULES}")


if __name__ == "__main__":
    main()
