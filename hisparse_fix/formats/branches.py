"""Launches reached only on another platform than the one the tool judges for.

An adapter marks a run that passed a platform test (`if is_hip():`, a test
skipped unless on ROCm) with a `PlatformBranch`. Judged with `--platform`'s
table, such a launch would be fixed for a machine it never runs on. A branch
for the one other GPU platform (`if is_hip():` under `--platform cuda`) is
judged as that platform's run, so an edit both platforms need (a renamed flag,
a refused dtype) is made, and one they disagree on is refused, naming the
branch. Any other branch that does not allow `--platform` is not judged: it
becomes a note (an HSF000 warning naming the branch) and a reader of every text
it reads, which never agrees to an edit of it. Where the branch allows
`--platform`, the launch is judged as any other.
"""

from __future__ import annotations

from hisparse_fix.formats.offsets import line_and_column
from hisparse_fix.sglang.matrix import GPU_PLATFORMS
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.sglang.site_platform import site_platform
from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.sites import LaunchSite, Note, PlatformBranch, read_only


def judged_on(text: str, site: LaunchSite, settings: Settings) -> LaunchSite:
    """`site` as the tool may judge it: unchanged when every branch it passed allows the
    platform it is judged for (its own `--device`, else `--platform`), else reduced to
    a note and readers of its text."""
    platform = site_platform(site, settings).name
    branch = next((b for b in site.branches if not b.allows(platform)), None)
    if branch is None:
        return site
    gpu = _only_gpu(site, branch)
    if gpu is not None:
        # A branch for the other GPU platform: judged as that platform's run.
        runs = f"on {gpu} ({branch.what})"
        return judged_on(
            text, replace(site, platform=gpu, run=f"{site.run} {runs}".strip()), settings
        )
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


def _only_gpu(site: LaunchSite, branch: PlatformBranch) -> str | None:
    """The one GPU platform a branch runs on (`if is_hip():` -> `rocm`), when the launch
    does not already say its own platform; else None."""
    if site.platform or not branch.only or len(branch.platforms) != 1:
        return None
    (only,) = branch.platforms
    return only if only in GPU_PLATFORMS else None


def _runs_on(branch: PlatformBranch) -> str:
    names = " or ".join(f"`{name}`" for name in sorted(branch.platforms))
    return f"on {names}" if branch.only else f"where the platform is not {names}"


def _may_enable_hisparse(site: LaunchSite) -> bool:
    return any(
        option.name == "enable-hisparse" and (option.enabled or option.dynamic)
        for option in site.options
    )
