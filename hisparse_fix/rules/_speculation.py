"""What SGLang settles from a launch's speculative options before its HiSparse check.

SGLang's resolution pipeline runs the speculative handlers before `check_server_args`
calls `validate_hisparse`: an algorithm may turn `--speculative-adaptive` or
`--enable-mixed-chunk` off, or set the top-k from another option. The rules judge
what the check reads, not what is written. The facts are the release table's
`[speculation]`; only written, readable values are used, so an option the tool
cannot read leaves the launch judged as written.
"""

from __future__ import annotations

from hisparse_fix.rules._helpers import switched_on
from hisparse_fix.sglang.matrix import Speculation
from hisparse_fix.vocabulary.sites import LaunchSite


def algorithm(site: LaunchSite, speculation: Speculation) -> str | None:
    """The algorithm as SGLang resolves it (`nextn` -> `EAGLE`); None when not written
    or not readable."""
    option = site.last("speculative-algorithm")
    if option is None or option.dynamic or option.value is None:
        return None
    written = option.value.strip().upper()
    return speculation.aliases.get(written, written)


def _number(site: LaunchSite, name: str) -> int | None:
    option = site.last(name)
    if option is None or option.dynamic or option.value is None:
        return None
    try:
        return int(option.value.strip())
    except ValueError:
        return None


def attention_dp(site: LaunchSite) -> bool:
    """Whether the written options run attention DP: `--attn-dp-size N`, or the older
    `--enable-dp-attention --dp-size N`, with N above 1."""
    if (_number(site, "attn-dp-size") or 1) > 1:
        return True
    return bool(switched_on(site, "enable-dp-attention")) and (_number(site, "dp-size") or 1) > 1


def adaptive_turned_off(site: LaunchSite, speculation: Speculation) -> str | None:
    """Why SGLang turns `--speculative-adaptive` off itself (with a warning), or None.

    SGLang also turns it off for a top-k other than 1, but HiSparse refuses that
    top-k and HSF006 sets it to 1, after which adaptive stays on: not a reason here.
    """
    name = algorithm(site, speculation)
    if name is None:
        return None
    if name not in speculation.adaptive_algorithms:
        return f"it runs only with {' or '.join(sorted(speculation.adaptive_algorithms))}"
    if attention_dp(site):
        return "it does not run with attention DP"
    for flag in speculation.adaptive_off_with:
        if switched_on(site, flag):
            return f"it does not run with --{flag}"
    return None


def mixed_chunk_turned_off(site: LaunchSite, speculation: Speculation) -> str | None:
    """The algorithm whose handler turns `--enable-mixed-chunk` off, or None."""
    name = algorithm(site, speculation)
    return name if name in speculation.mixed_chunk_off else None


def topk_source(site: LaunchSite, speculation: Speculation) -> tuple[str, str, str] | None:
    """(algorithm, option, default) when SGLang sets the top-k it checks from that
    option, so `--speculative-eagle-topk` as written is not what it checks."""
    name = algorithm(site, speculation)
    if name is None or name not in speculation.topk_from:
        return None
    option, default = speculation.topk_from[name]
    return name, option, default


def topk_set_to_one(site: LaunchSite, speculation: Speculation) -> str | None:
    """The algorithm whose handler sets the top-k to 1 itself (DFLASH), or None."""
    name = algorithm(site, speculation)
    return name if name in speculation.topk_one else None
