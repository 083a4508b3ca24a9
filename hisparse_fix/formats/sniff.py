"""Which format a text read from standard input is, when no file name says.

A shebang decides; else each adapter that could read the text is tried, in the order
of `FORMATS` (most particular first; a format's `plausible` guard keeps its adapter
from being asked about text it plainly is not), and the first that finds a launch
wins. When none finds one, the first that reads the text without error is taken
(there is nothing to fix either way); when none reads it, the caller asks for
`--stdin-filename`.

A script without `#!` is also valid YAML: one plain scalar, lines folded into one.
YAML is taken only for a text whose documents hold a mapping or a list, as every
YAML file the tool fixes does; else the YAML reading would fix a folded script as
one string (leaving a `\\` before a comment, say) where the shell reading refuses.
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
        if not fmt.plausible(text) or (fmt.name == "yaml" and not yaml_collection(text)):
            continue
        try:
            sites = fmt.find_sites(text)
        except (ParseError, SkippedFile, ValueError):
            continue
        if sites:
            return fmt
        readable.append(fmt)
    return readable[0] if readable else None


def yaml_collection(text: str) -> bool:
    """Whether some YAML document of `text` is a mapping or a list (False when the
    text is not YAML at all)."""
    import yaml

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    try:
        return any(
            isinstance(node, (yaml.MappingNode, yaml.SequenceNode))
            for node in yaml.compose_all(text, Loader=loader)
        )
    except yaml.YAMLError:
        return False
