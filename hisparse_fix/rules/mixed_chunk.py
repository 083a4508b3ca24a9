from __future__ import annotations

from collections.abc import Iterator

from hisparse_fix.rules import rule
from hisparse_fix.rules._helpers import (
    release_checks,
    switched_on,
    turn_off,
    unread,
    unread_warning,
)
from hisparse_fix.rules._speculation import mixed_chunk_turned_off
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.vocabulary.sites import Finding, LaunchSite

_FLAG = "enable-mixed-chunk"


@rule(
    "HSF005",
    "mixed-chunk",
    "HiSparse with mixed chunked prefill: drop --enable-mixed-chunk",
    release_checks=("mixed-chunk",),
)
def check(site: LaunchSite, settings: Settings) -> Iterator[Finding]:
    """## What it does
    Drops `--enable-mixed-chunk` from a HiSparse launch (keyed configs:
    `enable-mixed-chunk = false`).

    ## Why is this bad?
    A mixed batch cannot merge the HiSparse decode batch. SGLang 0.5.22 and
    later stop at launch with "--enable-hisparse does not support
    --enable-mixed-chunk yet."

    ## Example
    ```sh
    python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache \\
      --enable-mixed-chunk
    ```
    Use instead:
    ```sh
    python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache
    ```

    A speculative algorithm whose handler turns mixed chunk off before the
    check (NGRAM, UNO, FROZEN_KV_MTP, STANDALONE) leaves the launch alone.

    ## Fix safety
    Safe: prefill and decode then run in separate batches, as they must with
    HiSparse.
    """
    if not release_checks(settings, "mixed-chunk"):
        return
    speculation = settings.release.speculation
    if speculation is not None and mixed_chunk_turned_off(site, speculation) is not None:
        return
    unknown = unread(site, _FLAG)
    if unknown is not None:
        yield unread_warning("HSF005", unknown, "HiSparse needs it off")
        return
    enabled = switched_on(site, _FLAG)
    if enabled:
        yield turn_off(
            site, "HSF005", enabled, "--enable-hisparse does not support --enable-mixed-chunk"
        )
