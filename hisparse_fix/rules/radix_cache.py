from __future__ import annotations

from collections.abc import Iterator

from hisparse_fix.rules import rule
from hisparse_fix.rules._helpers import (
    add_option,
    is_pd_decode,
    new_flag_value,
    release_checks,
    set_value,
    switched_on,
    turn_off,
    unread_warning,
)
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.vocabulary.sites import Edit, EditKind, Finding, LaunchSite, Style

_FLAG = "disable-radix-cache"
_DECODE_RADIX = "disaggregation-decode-enable-radix-cache"


def _tolerates(site: LaunchSite, edit: Edit, settings: Settings) -> bool:
    """A launch that already runs without the radix cache (a PD decode server, or one
    that disables it itself) runs the same with `--disable-radix-cache` added; so does
    a keyed launch that sets the key itself, which wins over one merged in from the
    shared text (YAML `<<:`, `{**base, ...}`)."""
    if edit.kind is not EditKind.ADD or edit.name != _FLAG:
        return False
    if is_pd_decode(site) or switched_on(site, _FLAG):
        return True
    return site.style is Style.KEYED and bool(site.all(_FLAG))


@rule(
    "HSF004",
    "radix-cache",
    "HiSparse with the radix cache on: add --disable-radix-cache",
    tolerates=_tolerates,
    release_checks=("radix-cache", "decode-radix-cache"),
)
def check(site: LaunchSite, settings: Settings) -> Iterator[Finding]:
    """## What it does
    Adds `--disable-radix-cache` next to `--enable-hisparse` (keyed configs:
    `disable-radix-cache = true`), or turns a false one true. On a PD decode
    server (`--disaggregation-mode decode`), which already runs without the
    radix cache, it drops `--disaggregation-decode-enable-radix-cache`
    instead, which SGLang refuses next to HiSparse.

    ## Why is this bad?
    HiSparse keeps its own KV cache layout, which the radix cache cannot
    share. SGLang stops at launch with the assertion "Hierarchical sparse
    attention currently requires --disable-radix-cache." and, on a decode
    server, with "--disaggregation-decode-enable-radix-cache is incompatible
    with --enable-hisparse".

    ## Example
    ```sh
    python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \\
      --enable-hisparse
    ```
    Use instead:
    ```sh
    python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \\
      --enable-hisparse \\
      --disable-radix-cache
    ```

    ## Fix safety
    Safe: the radix cache cannot run with HiSparse. A launch whose options
    may also come from elsewhere (`"$@"`, `**kwargs`, an array defined in
    another file) is reported instead, since the flag may already be passed
    there.
    """
    if is_pd_decode(site):
        if release_checks(settings, "decode-radix-cache"):
            enabled = switched_on(site, _DECODE_RADIX)
            if enabled:
                yield turn_off(
                    site,
                    "HSF004",
                    enabled,
                    f"--{_DECODE_RADIX} is incompatible with --enable-hisparse "
                    f"(a decode server runs without the radix cache)",
                )
        return
    if not release_checks(settings, "radix-cache"):
        return
    unknown = next((o for o in site.all(_FLAG) if o.dynamic), None)
    if unknown is not None:
        yield unread_warning("HSF004", unknown, "HiSparse needs it on")
        return
    present = site.all(_FLAG)
    if present and any(option.enabled for option in present):
        return
    if site.style is Style.ARGV and any(option.value is not None for option in present):
        return  # `--disable-radix-cache=false`: argparse refuses the word first (HSF104)
    message = "HiSparse requires the radix cache off (SGLang asserts --disable-radix-cache)"
    if present:
        yield set_value("HSF004", present[-1], "true", message)
        return
    anchor = site.last("enable-hisparse")
    assert anchor is not None
    yield add_option(site, "HSF004", _FLAG, new_flag_value(site), message, at=anchor)
