"""HSF107: HiSparse with the `prefill_complete` decode allocation policy. Report only:
the policy must match on both PD roles."""

from __future__ import annotations

from collections.abc import Iterator

from hisparse_fix.rules import rule
from hisparse_fix.rules._helpers import absent_option, release_checks
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.vocabulary.sites import Finding, LaunchSite, Severity

_OPTION = "disaggregation-decode-allocation-policy"


@rule(
    "HSF107",
    "prefill-complete",
    "HiSparse with the prefill_complete decode allocation policy: report",
    release_checks=("prefill-complete",),
)
def prefill_complete(site: LaunchSite, settings: Settings) -> Iterator[Finding]:
    """## What it does
    Reports a HiSparse launch with
    `--disaggregation-decode-allocation-policy prefill_complete` (SGLang
    0.5.22 and later; earlier releases refuse the option as an unrecognized
    argument).

    ## Why is this bad?
    SGLang stops with "--disaggregation-decode-allocation-policy
    prefill_complete does not yet support HiSparse".

    ## Example
    ```sh
    python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache \\
      --disaggregation-mode decode --disaggregation-decode-allocation-policy prefill_complete
    ```
    Use the default policy (`early`) on both PD roles, or run without
    HiSparse.

    ## Fix safety
    Report only: SGLang wants the same policy on the prefill and the decode
    server, and the other server's launch may be elsewhere.
    """
    option = site.last(_OPTION)
    if option is None:
        return
    absent = absent_option(site, settings, "HSF107", option)
    if absent is not None:
        yield absent
        return
    if option.dynamic or (option.value or "").strip() != "prefill_complete":
        return
    if release_checks(settings, "prefill-complete"):
        yield Finding(
            "HSF107",
            f"--{_OPTION} prefill_complete does not yet support HiSparse: use `early` (the "
            f"default) on both PD roles or drop HiSparse (not changed: both roles must agree)",
            option.span,
            Severity.UNFIXABLE,
        )
