"""Writing a `# hisparse-fix: ignore[CODE]` comment where `suppression` reads it.

`suppression` honours a comment on a launch's first line or on the line before it.
The comment is written on a line of its own before the launch, indented as the
launch's line; an ignore comment already there gets the code added to its list. A
line before that ends in `\\` continues into the launch: a line put between them
would change the command, so no comment is offered there.
"""

from __future__ import annotations

from hisparse_fix.engine.suppression import find_ignores
from hisparse_fix.formats import Adapter
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.vocabulary.lines import split_lines


def launch_start(text: str, fmt: Adapter, settings: Settings, offset: int) -> int | None:
    """Where the launch that holds `offset` (a finding's start) begins; None when no
    launch holds it. The innermost launch wins (a command string in a Python list)."""
    from hisparse_fix.engine.pipeline import judged_sites
    from hisparse_fix.vocabulary.scope import judging_every_launch

    with judging_every_launch(settings.scope == "all"):
        sites = judged_sites(text, fmt, settings)
    holding = [site.span for site in sites if site.span.start <= offset <= site.span.end]
    if not holding:
        return None
    return min(holding, key=lambda span: span.end - span.start).start


def comment_edit(text: str, start: int, code: str) -> tuple[int, int, str] | None:
    """The replacement `(start, end, new_text)` that ignores `code` on the launch that
    begins at offset `start`; None when that launch is already silenced for it or a
    comment cannot go before it."""
    lines = split_lines(text)
    offsets = [0]
    for line in lines:
        offsets.append(offsets[-1] + len(line))
    number = max(i for i, first in enumerate(offsets[: len(lines) or 1]) if first <= start)
    ignores = find_ignores(text)
    for line in (number + 1, number):  # 1-based: the launch's own line, then the one before
        ignore = ignores.get(line)
        if ignore is None or line < 1:
            continue
        if ignore.codes is None or any(code.startswith(name) for name in ignore.codes):
            return None
        listed = ", ".join((*ignore.codes, code))
        return ignore.span.start, ignore.span.end, f"# hisparse-fix: ignore[{listed}]"
    if number > 0 and lines[number - 1].rstrip("\r\n").endswith("\\"):
        return None
    own = lines[number] if lines else ""
    indent = own[: len(own) - len(own.lstrip(" \t"))]
    ending = "\r\n" if own.endswith("\r\n") else "\n"
    at = offsets[number]
    return at, at, f"{indent}# hisparse-fix: ignore[{code}]{ending}"
