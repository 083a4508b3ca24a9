"""A launch whose HiSparse switch the tool cannot read (`enable_hisparse=args.enable_hisparse`).

The rules judge only launches with HiSparse on, so such a launch would pass in
silence even when SGLang refuses its other options once HiSparse is on. It is
judged as if the switch were on: when that finds something SGLang refuses, the
launch gets a note (an HSF000 warning naming the codes) and is partial, so that
nothing it reads is edited on a guess.
"""

from __future__ import annotations

from hisparse_fix.sglang.settings import Settings
from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.sites import LaunchSite, Note, Severity

_HISPARSE = "enable-hisparse"


def with_unknown_switch(site: LaunchSite, settings: Settings) -> LaunchSite:
    """`site`, with a note when HiSparse may be on and SGLang would then refuse it."""
    if site.hisparse_enabled:
        return site
    switch = site.last(_HISPARSE) if site.all(_HISPARSE) else None
    if switch is None or not switch.dynamic:
        return site
    from hisparse_fix.rules import check_site

    on = replace(switch, value="true", dynamic=False)
    assumed = replace(site, options=tuple(on if o is switch else o for o in site.options))
    refused = sorted(
        {
            finding.code
            for finding in check_site(assumed, settings)
            if finding.code != "HSF000" and finding.severity is not Severity.WARNING
        }
    )
    if not refused:
        return site
    message = (
        "HiSparse is switched by a value the tool cannot read; with it on, SGLang refuses "
        f"this launch ({', '.join(refused)}): check it by hand"
    )
    return replace(site, notes=(*site.notes, Note(switch.span, message)), partial=True)
