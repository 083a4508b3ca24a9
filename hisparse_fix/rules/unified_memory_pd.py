"""HSF105: HiSparse with unified memory on a PD server. Report only: which one to keep
decides the memory plan."""

from __future__ import annotations

from collections.abc import Iterator

from hisparse_fix.rules import rule
from hisparse_fix.rules._helpers import absent_option, release_checks, switched_on
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.vocabulary.sites import Finding, LaunchSite, Severity

_FLAG = "enable-unified-memory"


@rule(
    "HSF105",
    "unified-memory-pd",
    "HiSparse with unified memory on a PD server: report",
    release_checks=("unified-memory-pd",),
)
def unified_memory_pd(site: LaunchSite, settings: Settings) -> Iterator[Finding]:
    """## What it does
    Reports a HiSparse launch of a PD (prefill or decode) server with
    `--enable-unified-memory` (SGLang 0.5.18 and later; the option exists
    from 0.5.15, and earlier releases refuse it as an unrecognized argument).

    ## Why is this bad?
    SGLang asserts "--enable-unified-memory with PD disaggregation is not
    compatible with --enable-hisparse: the decode-side HiSparse prealloc path
    ships host/C4 rows straight from the allocator, bypassing the
    virtual->physical translation the unified pool needs."

    ## Example
    ```sh
    python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache \\
      --disaggregation-mode decode --enable-unified-memory
    ```
    Drop one of the two.

    ## Fix safety
    Report only: which one to keep decides the memory plan.
    """
    enabled = switched_on(site, _FLAG)
    if not enabled:
        return
    absent = absent_option(site, settings, "HSF105", enabled[-1])
    if absent is not None:
        yield absent
        return
    mode = site.last("disaggregation-mode")
    if mode is None or mode.dynamic or not release_checks(settings, "unified-memory-pd"):
        return
    if (mode.value or "").strip().lower() in ("prefill", "decode"):
        yield Finding(
            "HSF105",
            f"--{_FLAG} with PD disaggregation (--disaggregation-mode {mode.value}) is not "
            f"compatible with --enable-hisparse: drop one of the two (not changed: the choice "
            f"decides the memory plan)",
            enabled[-1].span,
            Severity.UNFIXABLE,
        )
