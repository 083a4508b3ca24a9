from __future__ import annotations

from collections.abc import Iterator

from hisparse_fix.rule_helpers import (
    release_checks,
    speculative,
    unread_speculation,
    unread_warning,
)
from hisparse_fix.rules import rule
from hisparse_fix.settings import Settings
from hisparse_fix.sites import Edit, EditKind, Finding, LaunchSite, Severity

_TOPK = "speculative-eagle-topk"


@rule(
    "HSF006",
    "spec-topk",
    "HiSparse with tree speculation (top-k > 1): set --speculative-eagle-topk 1",
    release_checks=("speculative",),
)
def check(site: LaunchSite, settings: Settings) -> Iterator[Finding]:
    """## What it does
    Sets `--speculative-eagle-topk` to 1 in a HiSparse launch that runs a
    speculative algorithm (EAGLE, EAGLE3, NEXTN, ...).

    ## Why is this bad?
    HiSparse supports linear speculation only. SGLang 0.5.22 and later stop
    at launch with "The minimal HiSparse spec integration supports linear
    speculation only; use --speculative-eagle-topk 1."

    ## Example
    ```sh
    python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache \\
      --speculative-algorithm EAGLE --speculative-eagle-topk 4
    ```
    Use instead:
    ```sh
    python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache \\
      --speculative-algorithm EAGLE --speculative-eagle-topk 1
    ```

    ## Fix safety
    Safe for launching; each step then drafts one chain instead of a tree, so
    check the acceptance rate. An absent top-k counts as 1.
    """
    if not release_checks(settings, "speculative"):
        return
    topk = site.last(_TOPK)
    if topk is None:
        return
    on = speculative(site)
    if on is False:
        return
    if on is None:
        yield unread_speculation(site, "HSF006", "HiSparse then needs --speculative-eagle-topk 1")
        return
    if topk.dynamic:
        yield unread_warning("HSF006", topk, "HiSparse speculation needs 1")
        return
    if topk.value is None or topk.value.strip() in {"1", "None", "none"}:
        return
    message = (
        f"--{_TOPK} {topk.value}: HiSparse supports linear speculation only "
        f"(SGLang {settings.release.version} refuses a top-k above 1)"
    )
    if topk.value_span is None:
        yield Finding("HSF006", f"{message}; set it to 1 by hand", topk.span, Severity.UNFIXABLE)
        return
    edit = Edit(EditKind.SET_VALUE, topk, "1")
    yield Finding("HSF006", f"{message}: set to 1", topk.span, edits=(edit,))
