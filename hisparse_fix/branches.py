"""Launches reached only on another platform than the one the tool judges for.

An adapter marks a run that passed a platform test (`if is_hip():`, a test
skipped unless on ROCm) with a `PlatformBranch`. Judged with `--platform`'s
table, such a launch would be fixed for a machine it never runs on. So where
the branch does not allow `--platform`, the launch is not judged: it becomes a
note (an HSF000 warning naming the branch) and a reader of every text it
reads, which never agrees to an edit of it (the text a CUDA branch shares with
a ROCm branch stays as it is). Where the branch allows `--platform`, the
launch is judged as any other.
"""

from __future__ import annotations

from dataclasses import replace

from hisparse_fix.formats.offsets import line_and_column
from hisparse_fix.rules.platform import site_platform
from hisparse_fix.settings import Settings
from hisparse_fix.sites import LaunchSite, Note, PlatformBranch, read_only


def judged_on(text: str, site: LaunchSite, settings: Settings) -> LaunchSite:
    """`site` as the tool may judge it: unchanged when every branch it passed allows the
    platform it is judged for (its own `--device`, else `--platform`), else reduced to
    a note and readers of its text."""
    platform = site_platform(site, settings).name
    branch = next((b for b in site.branches if not b.allows(platform)), None)
    if branch is None:
        return site
    line, _ = line_and_column(text, site.span.start)
    where = f"the launch on line {line}" + (f" {site.run}" if site.run else "")
    runs = _runs_on(branch)
    notes = site.notes
    if _may_enable_hisparse(site):
        message = (
            f"this launch runs only {runs} ({branch.what}) and the tool judges it for "
            f"`{platform}`: it is not checked; run the tool with the `--platform` it runs on"
        )
        notes = (*notes, Note(site.span, message))
    reader = read_only(site, f"{where}, which runs only {runs} ({branch.what})")
    return replace(reader, notes=notes)


def _runs_on(branch: PlatformBranch) -> str:
    names = " or ".join(f"`{name}`" for name in sorted(branch.platforms))
    return f"on {names}" if branch.only else f"where the platform is not {names}"


def _may_enable_hisparse(site: LaunchSite) -> bool:
    return any(
        option.name == "enable-hisparse" and (option.enabled or option.dynamic)
        for option in site.options
    )
