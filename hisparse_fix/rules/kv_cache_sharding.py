"""HSF102: HiSparse with KV cache sharding. Report only: which one to keep decides
the memory plan."""

from __future__ import annotations

from collections.abc import Iterator

from hisparse_fix.rule_helpers import switched_on
from hisparse_fix.rules import rule
from hisparse_fix.settings import Settings
from hisparse_fix.sites import Finding, LaunchSite, Severity


@rule("HSF102", "kv-cache-sharding", "HiSparse with KV cache sharding: report")
def kv_cache_sharding(site: LaunchSite, settings: Settings) -> Iterator[Finding]:
    """## What it does
    Reports a HiSparse launch with `--enable-kv-cache-sharding`.

    ## Why is this bad?
    SGLang stops with "--enable-kv-cache-sharding does not support
    --enable-hisparse".

    ## Example
    ```sh
    python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache \\
      --enable-kv-cache-sharding
    ```
    Drop one of the two.

    ## Fix safety
    Report only: which one to keep decides the memory plan.
    """
    enabled = switched_on(site, "enable-kv-cache-sharding")
    if enabled:
        yield Finding(
            "HSF102",
            "--enable-kv-cache-sharding does not work with HiSparse: drop one of the two "
            "(not changed: the choice decides the memory plan)",
            enabled[-1].span,
            Severity.UNFIXABLE,
        )
