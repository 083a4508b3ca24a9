"""Which format a text read from standard input is, when no file name says.

A shebang decides; else each adapter that could read the text is tried, in the order
of `FORMATS` (most particular first; a format's `plausible` guard keeps its adapter
from being asked about text it plainly is not), and the first that finds a launch
wins. When none finds one, the first that reads the text without error is taken
(there is nothing to fix either way); when none reads it, the caller asks for
`--stdin-filename`.
"""

from __future__ import annotations

from hisparse_fix.formats import FORMATS, Format, format_for
from hisparse_fix.formats.errors import ParseError, SkippedFile


def sniff(text: str) -> Format | None:
    by_shebang = format_for("-", text[:256])
    if by_shebang is not None:
        return by_shebang
    readable: list[Format] = []
    for fmt in FORMATS:
        if not fmt.plausible(text):
            continue
        try:
            sites = fmt.find_sites(text)
        except (ParseError, SkippedFile, ValueError):
            continue
        if sites:
            return fmt
        readable.append(fmt)
    return readable[0] if readable else None
