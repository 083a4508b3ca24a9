"""HSF106: HiSparse with PD decode host receive. Report only: turning host receive off
changes how the decode server holds incoming KV."""

from __future__ import annotations

from collections.abc import Iterator

from hisparse_fix.rules import rule
from hisparse_fix.rules._helpers import absent_option, release_checks
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.vocabulary.sites import Finding, LaunchSite, Severity

_OPTION = "disaggregation-decode-host-receive-threshold"


@rule(
    "HSF106",
    "decode-host-receive",
    "HiSparse with PD decode host receive on: report",
    release_checks=("decode-host-receive",),
)
def decode_host_receive(site: LaunchSite, settings: Settings) -> Iterator[Finding]:
    """## What it does
    Reports a HiSparse launch whose
    `--disaggregation-decode-host-receive-threshold` turns decode host
    receive on. The threshold's meaning is per release: in SGLang 0.5.21, 0
    (the default) turns it off and anything above turns it on; from 0.5.22,
    1 (the default) turns it off and anything below turns it on. Before
    0.5.21 the option does not exist, and argparse refuses it.

    ## Why is this bad?
    SGLang stops with "Decode host receive does not yet support HiSparse or
    role switching" (and with "must be between 0 and 1" for a value outside
    that range).

    ## Example
    ```sh
    python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache \\
      --disaggregation-mode decode --disaggregation-decode-host-receive-threshold 0.5
    ```
    Leave the threshold at its default (host receive off), or run without
    HiSparse.

    ## Fix safety
    Report only: turning host receive off changes how the decode server
    holds incoming KV.
    """
    option = site.last(_OPTION)
    if option is None:
        return
    absent = absent_option(site, settings, "HSF106", option)
    if absent is not None:
        yield absent
        return
    off = settings.release.decode_host_receive_off
    if off is None or option.dynamic or option.value is None:
        return
    try:
        threshold = float(option.value)
    except ValueError:
        return
    if not release_checks(settings, "decode-host-receive") or threshold == off:
        return
    if not 0 <= threshold <= 1:
        why = f"SGLang refuses it: it must be between 0 and 1 ({off:g} turns host receive off)"
    else:
        why = (
            f"decode host receive (on unless the threshold is {off:g} in SGLang "
            f"{settings.release.version}) does not yet support HiSparse"
        )
    yield Finding(
        "HSF106",
        f"--{_OPTION} {option.value}: {why}; leave it at {off:g} or drop HiSparse (not "
        f"changed: it decides how the decode server holds incoming KV)",
        option.span,
        Severity.UNFIXABLE,
    )
