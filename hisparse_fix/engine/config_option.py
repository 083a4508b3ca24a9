"""A launch that passes SGLang's `--config FILE` takes options from that file too.

SGLang merges the file's keys under the command line's, so an option absent from
the command may still be set there: the launch is open, and a rule that would
add an option (the radix cache off, a dtype for a pinned backend) reports
instead, since the file may already set it or set it otherwise.
"""

from __future__ import annotations

from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.sites import LaunchSite, Style


def with_config_file(site: LaunchSite) -> LaunchSite:
    """`site`, open when its command line names a `--config` file."""
    if site.open or site.style is not Style.ARGV or site.last("config") is None:
        return site
    return replace(site, open=True)
