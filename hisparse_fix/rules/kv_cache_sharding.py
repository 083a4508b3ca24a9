"""HSF102: HiSparse with KV cache sharding. Report only: which one to keep decides
the memory plan."""

from __future__ import annotations

from collections.abc import Iterator

from hisparse_fix.rules import rule
from hisparse_fix.rules._helpers import absent_option, release_checks, switched_on
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.vocabulary.sites import Finding, LaunchSite, Severity


@rule(
    "HSF102",
    "kv-cache-sharding",
    "HiSparse with KV cache sharding: report",
    release_checks=("kv-cache-sharding",),
)
def kv_cache_sharding(site: LaunchSite, settings: Settings) -> Iterator[Finding]:
    """## What it does
    Reports a HiSparse launch with `--enable-kv-cache-sharding`. The option
    exists from SGLang 0.5.22; earlier releases refuse it as an unrecognized
    argument.

    ## Why is this bad?
    SGLang stops with "--enable-kv-cache-sharding does not support
    --enable-hisparse: HiSparse selects a non-sharded allocator and assumes
    each rank owns complete KV pages."

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
    if not enabled:
        return
    absent = absent_option(site, settings, "HSF102", enabled[-1])
    if absent is not None:
        yield absent
    elif release_checks(settings, "kv-cache-sharding"):
        yield Finding(
            "HSF102",
            "--enable-kv-cache-sharding does not work with HiSparse: drop one of the two "
            "(not changed: the choice decides the memory plan)",
            enabled[-1].span,
            Severity.UNFIXABLE,
        )
