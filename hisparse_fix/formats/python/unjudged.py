"""Command strings that are read but not judged: expected to fail, or prose.

A shell command string in a function expected to fail (see `scan_quiet`) or
bound to a name that a message shows (`USAGE = textwrap.dedent(...)`,
then `print(USAGE)`) is not a launch to fix. Its sites become readers of
their text, so nothing else edits it either.
"""

from __future__ import annotations

from hisparse_fix.formats.python.scan_quiet import PROSE_KEYWORDS, shows_text
from hisparse_fix.formats.python.scan_records import Located, Scan, dotted, failing
from hisparse_fix.formats.python.string_readers import calls_handed
from hisparse_fix.vocabulary.sites import LaunchSite, read_only


def unjudged(scan: Scan, located: Located, sites: list[LaunchSite]) -> list[LaunchSite]:
    """The sites of the command string at `located`, as readers only when it is not
    a launch to fix."""
    line = scan.source.line(located.at)
    fails = failing(located.scope)
    if fails is not None:
        what = f"the command on line {line}, expected to fail ({fails})"
        return [read_only(site, what) for site in sites]
    shown = _shown_as(scan, located)
    if shown is not None:
        return [read_only(site, f"the message on line {shown}") for site in sites]
    return sites


def _shown_as(scan: Scan, located: Located) -> int | None:
    """The line of a message that shows the name this string is bound to."""
    if not scan.shown:
        return None
    span = scan.source.span(located.node)
    for scope in scan.scopes:
        for name, bindings in scope.bindings.items():
            line = scan.shown.get(name)
            if line is None:
                continue
            for binding in bindings:
                if binding.value is None:
                    continue
                value = scan.source.span(binding.value)
                if value.start <= span.start and span.end <= value.end:
                    return None if _run_elsewhere(scan, name) else line
    return None


def _run_elsewhere(scan: Scan, name: str) -> bool:
    """Whether the name is also handed to a call that is no message (`Popen(cmd, ...)`
    beside `print(cmd)`): then the string runs, and showing it reads nothing."""
    return any(
        not shows_text(dotted(call.func))
        and not (arg.keyword is not None and arg.keyword.value in PROSE_KEYWORDS)  # `epilog=`
        for call, arg in calls_handed(scan, name)
    )
