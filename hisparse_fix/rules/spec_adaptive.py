from __future__ import annotations

from collections.abc import Iterator

from hisparse_fix.rules import rule
from hisparse_fix.rules._helpers import (
    release_checks,
    speculative,
    switched_on,
    turn_off,
    unread,
    unread_speculation,
    unread_warning,
)
from hisparse_fix.rules._speculation import adaptive_turned_off
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.vocabulary.sites import Finding, LaunchSite

_FLAG = "speculative-adaptive"


@rule(
    "HSF007",
    "spec-adaptive",
    "HiSparse with adaptive speculation: drop --speculative-adaptive",
    release_checks=("speculative",),
)
def check(site: LaunchSite, settings: Settings) -> Iterator[Finding]:
    """## What it does
    Drops `--speculative-adaptive` from a HiSparse launch that runs a
    speculative algorithm (keyed configs: `speculative-adaptive = false`).

    ## Why is this bad?
    HiSparse sizes its swap state statically. SGLang 0.5.22 and later stop at
    launch with "HiSparse speculative decoding uses statically sized swap
    state; --speculative-adaptive is not supported."

    ## Example
    ```sh
    python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache \\
      --speculative-algorithm EAGLE --speculative-adaptive
    ```
    Use instead:
    ```sh
    python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache \\
      --speculative-algorithm EAGLE
    ```

    Where SGLang turns adaptive speculation off itself before the check (an
    algorithm other than EAGLE/EAGLE3, a top-k other than 1, attention DP,
    multi-layer EAGLE, two-batch overlap, PD multiplexing), the launch passes
    and is left alone.

    ## Fix safety
    Safe: speculation runs with its static draft length.
    """
    if not release_checks(settings, "speculative"):
        return
    unknown = unread(site, _FLAG)
    enabled = switched_on(site, _FLAG)
    if unknown is None and not enabled:
        return
    on = speculative(site)
    if on is False:
        return
    if on is None:
        yield unread_speculation(site, "HSF007", "HiSparse then refuses --speculative-adaptive")
        return
    speculation = settings.release.speculation
    if speculation is not None and adaptive_turned_off(site, speculation) is not None:
        return
    if unknown is not None:
        yield unread_warning("HSF007", unknown, "HiSparse speculation needs it off")
        return
    yield turn_off(
        site,
        "HSF007",
        enabled,
        "HiSparse speculative decoding does not support --speculative-adaptive",
    )
