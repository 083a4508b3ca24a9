"""HSF101: HiSparse with decode context parallelism. Report only: the fix reshapes
the deployment."""

from __future__ import annotations

from collections.abc import Iterator

from hisparse_fix.rules import rule
from hisparse_fix.rules._helpers import (
    absent_option,
    flag_named,
    release_checks,
    switched_on,
    unread,
    unread_warning,
)
from hisparse_fix.sglang.model_family import family_of
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.vocabulary.sites import Finding, LaunchSite, Option, Severity

_HICACHE = "enable-hierarchical-cache"
_NOT_DSA = ("deepseek-v4", "minimax-m3", "other")
"""Families `_dsa_dcp_overrides` does not judge (it runs for `is_deepseek_dsa` models)."""


@rule(
    "HSF101",
    "dcp-size",
    "HiSparse with decode context parallelism: report",
    release_checks=("dcp", "dcp-hierarchical-cache"),
)
def dcp_size(site: LaunchSite, settings: Settings) -> Iterator[Finding]:
    """## What it does
    Reports a HiSparse launch with `--dcp-size` (or its alias
    `--decode-context-parallel-size`) above 1 where the selected release
    refuses it: from SGLang 0.5.22 for a DSA model (or one whose name shows
    no family), and from 0.5.17 whenever the hierarchical cache is on too.
    Before 0.5.15 the option does not exist, and argparse refuses it.

    ## Why is this bad?
    Decode context parallelism splits the KV cache that HiSparse swaps.
    SGLang 0.5.22 and later stop with "DSA DCP does not support HiSparse or
    HiCache."; from 0.5.17, with `--enable-hierarchical-cache`, with
    "--enable-hisparse with --dcp-size > 1 is not supported: the HiSparse
    host pool is constructed without DCP translation." SGLang 0.5.15 and
    0.5.16 run it without a check.

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
    if option is None:
        return
    absent = absent_option(site, settings, "HSF101", option)
    if absent is not None:
        yield absent
        return
    if option.dynamic:
        refused = _refuses_above_one(site, settings)
        if refused:
            version = settings.release.version
            yield unread_warning("HSF101", option, f"SGLang {version} refuses {refused}")
        return
    if option.value is None:
        return
    try:
        size = int(option.value)
    except ValueError:
        return
    if size <= 1:
        return
    if release_checks(settings, "dcp") and family_of(site, settings.release) not in _NOT_DSA:
        yield _refused(
            site, option, "on a DSA model", "DSA DCP does not support HiSparse or HiCache."
        )
        return
    if not release_checks(settings, "dcp-hierarchical-cache"):
        return
    unknown = unread(site, _HICACHE)
    if unknown is not None:
        yield unread_warning("HSF101", unknown, f"with it on, HiSparse refuses --dcp-size {size}")
    elif switched_on(site, _HICACHE):
        yield _refused(
            site,
            option,
            f"with --{_HICACHE}",
            "--enable-hisparse with --dcp-size > 1 is not supported: the HiSparse host pool "
            "is constructed without DCP translation.",
        )


def _refuses_above_one(site: LaunchSite, settings: Settings) -> str:
    """What the release refuses when a --dcp-size it cannot read is above 1 (in words),
    or "" when it takes any size here."""
    if release_checks(settings, "dcp") and family_of(site, settings.release) not in _NOT_DSA:
        return "HiSparse with a --dcp-size above 1 on a DSA model"
    if release_checks(settings, "dcp-hierarchical-cache") and switched_on(site, _HICACHE):
        return f"HiSparse with a --dcp-size above 1 and --{_HICACHE}"
    return ""


def _refused(site: LaunchSite, option: Option, where: str, error: str) -> Finding:
    return Finding(
        "HSF101",
        f'{flag_named(site, option)} {option.value} {where}: SGLang stops with "{error}"; use '
        f"--dcp-size 1 or drop HiSparse (not changed: it reshapes the deployment)",
        option.span,
        Severity.UNFIXABLE,
    )
