"""Which format a text read from standard input is, when no file name says.

A shebang decides; else each adapter that could read the text is tried, most
particular first (a notebook is JSON, Python and TOML have strict grammars,
shell accepts almost anything), and the first that finds a launch wins. When
none finds one, the first that reads the text without error is taken (there
is nothing to fix either way); when none reads it, the caller asks for
`--stdin-filename`.
"""

from __future__ import annotations

from hisparse_fix.formats import BY_NAME, Format, format_for
from hisparse_fix.formats.errors import ParseError, SkippedFile

ORDER = ("notebook", "python", "toml", "yaml", "dockerfile", "markdown", "shell")


def _plausible(name: str, text: str) -> bool:
    """Cheap guards so that an adapter is not asked about text it plainly is not."""
    stripped = text.lstrip("\ufeff \t\r\n")
    if name == "notebook":
        return stripped.startswith("{") and '"cells"' in text
    if name == "markdown":
        return "```" in text or "~~~" in text
    if name == "dockerfile":
        first = next(
            (line for line in stripped.splitlines() if line.strip() and not line.startswith("#")),
            "",
        )
        return first.split(" ", 1)[0].upper() in {"FROM", "ARG"}
    return True


def sniff(text: str) -> Format | None:
    by_shebang = format_for("-", text[:256])
    if by_shebang is not None:
        return by_shebang
    readable: list[Format] = []
    for name in ORDER:
        if not _plausible(name, text):
            continue
        fmt = BY_NAME[name]
        try:
            sites = fmt.find_sites(text)
        except (ParseError, SkippedFile, ValueError):
            continue
        if sites:
            return fmt
        readable.append(fmt)
    return readable[0] if readable else None
