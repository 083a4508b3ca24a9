"""A shell command read as it runs under the environment it inherits.

The variables SGLang reads (`SGLANG_*`) are exported ahead of the command,
on its first line (`export NAME='value'; `), so that the shell adapter's own
reading decides what reaches the launch: `X=1 python ...` in the command
wins, `env -i`, `unset` and `docker run` drop them. Spans are then moved
back into the command; a value that would come from the exported text is
not known there.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping

from hisparse_fix.formats.shell_text.view import map_site
from hisparse_fix.vocabulary.sites import LaunchSite, Span

_PASSED = re.compile(r"SGLANG_[A-Za-z0-9_]*")


def under(
    read: Callable[[str], list[LaunchSite]], command: str, env: Mapping[str, str]
) -> list[LaunchSite]:
    """The sites of `command` (read by `read`) when it inherits `env`."""
    passed = sorted((k, v) for k, v in env.items() if _PASSED.fullmatch(k) and "\x00" not in v)
    if not passed:
        return read(command)
    prefix = "export " + " ".join(f"{k}={_quoted(v)}" for k, v in passed) + "; "
    size = len(prefix)

    def back(span: Span) -> Span:
        return Span(max(span.start - size, 0), max(span.end - size, 0))

    return [map_site(site, back, lambda span: span.start < size) for site in read(prefix + command)]


def _quoted(value: str) -> str:
    return "'" + value.replace("'", "'\\''") + "'"
