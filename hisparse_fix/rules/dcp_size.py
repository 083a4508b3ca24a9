"""HSF101: HiSparse with decode context parallelism. Report only: the fix reshapes
the deployment."""

from __future__ import annotations

from collections.abc import Iterator

from hisparse_fix.rules import rule
from hisparse_fix.settings import Settings
from hisparse_fix.sites import Finding, LaunchSite, Severity


@rule("HSF101", "dcp-size", "HiSparse with decode context parallelism: report")
def dcp_size(site: LaunchSite, settings: Settings) -> Iterator[Finding]:
    """## What it does
    Reports a HiSparse launch with `--dcp-size` above 1.

    ## Why is this bad?
    Decode context parallelism splits the KV cache that HiSparse swaps.
    SGLang stops with "DSA DCP does not support HiSparse or HiCache."

    ## Example
    ```sh
    python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache --dcp-size 2
    ```
    Use `--dcp-size 1` (and more tensor or data parallelism), or run without
    HiSparse.

    ## Fix safety
    Report only: either change reshapes the deployment.
    """
    option = site.last("dcp-size")
    if option is None or option.dynamic or option.value is None:
        return
    try:
        size = int(option.value)
    except ValueError:
        return
    if size > 1:
        yield Finding(
            "HSF101",
            f"--dcp-size {size}: SGLang does not run HiSparse with decode context "
            f"parallelism; use --dcp-size 1 or drop HiSparse (not changed: it reshapes "
            f"the deployment)",
            option.span,
            Severity.UNFIXABLE,
        )
