"""Lines as files, `diff` and `patch` count them: each ends at `\n` (a CRLF line keeps its
`\r`). `str.splitlines` also ends a line at a form feed, `\x1c`-`\x1e`, `\x85` and
`\u2028`/`\u2029`, which would cut one source line in two in a diff."""

from __future__ import annotations


def split_lines(text: str) -> list[str]:
    """The lines of `text`, each with its `\n`; the last without one if the text has none."""
    parts = text.split("\n")
    lines = [part + "\n" for part in parts[:-1]]
    if parts[-1]:
        lines.append(parts[-1])
    return lines
