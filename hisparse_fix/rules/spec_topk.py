from __future__ import annotations

from collections.abc import Iterator

from hisparse_fix.rules import rule
from hisparse_fix.rules._helpers import (
    add_option,
    release_checks,
    set_value,
    speculative,
    unread_speculation,
    unread_warning,
)
from hisparse_fix.rules._speculation import topk_set_to_one, topk_source
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.vocabulary.sites import Edit, EditKind, Finding, LaunchSite, Severity

_TOPK = "speculative-eagle-topk"


@rule(
    "HSF006",
    "spec-topk",
    "HiSparse with tree speculation (top-k > 1): set --speculative-eagle-topk 1",
    release_checks=("speculative",),
)
def check(site: LaunchSite, settings: Settings) -> Iterator[Finding]:
    """## What it does
    Sets `--speculative-eagle-topk` to 1 in a HiSparse launch that runs a
    speculative algorithm (EAGLE, EAGLE3, NEXTN, ...).

    ## Why is this bad?
    HiSparse supports linear speculation only. SGLang 0.5.22 and later stop
    at launch with "The minimal HiSparse spec integration supports linear
    speculation only; use --speculative-eagle-topk 1."

    ## Example
    ```sh
    python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache \\
      --speculative-algorithm EAGLE --speculative-eagle-topk 4
    ```
    Use instead:
    ```sh
    python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache \\
      --speculative-algorithm EAGLE --speculative-eagle-topk 1
    ```

    NGRAM sets the top-k SGLang checks from `--speculative-ngram-max-bfs-breadth`
    (default 10), whatever `--speculative-eagle-topk` says: there the breadth is
    set to 1, or added as 1 when absent.

    ## Fix safety
    Safe for launching; each step then drafts one chain instead of a tree, so
    check the acceptance rate. An absent top-k counts as 1.
    """
    if not release_checks(settings, "speculative"):
        return
    on = speculative(site)
    if on is False:
        return
    speculation = settings.release.speculation
    source = None if on is None or speculation is None else topk_source(site, speculation)
    if source is not None:
        yield from _copied_topk(site, settings, *source)
        return
    if speculation is not None and on and topk_set_to_one(site, speculation):
        return  # SGLang sets the top-k to 1 before it checks it
    topk = site.last(_TOPK)
    if topk is None:
        return
    if on is None:
        yield unread_speculation(site, "HSF006", "HiSparse then needs --speculative-eagle-topk 1")
        return
    if topk.dynamic:
        yield unread_warning("HSF006", topk, "HiSparse speculation needs 1")
        return
    if topk.value is None or topk.value.strip() in {"0", "1", "None", "none"}:
        return  # SGLang checks `(topk or 1) != 1`: 0 is read as 1
    message = (
        f"--{_TOPK} {topk.value}: HiSparse supports linear speculation only "
        f"(SGLang {settings.release.version} refuses a top-k above 1)"
    )
    if topk.value_span is None:
        yield Finding("HSF006", f"{message}; set it to 1 by hand", topk.span, Severity.UNFIXABLE)
        return
    edit = Edit(EditKind.SET_VALUE, topk, "1")
    yield Finding("HSF006", f"{message}: set to 1", topk.span, edits=(edit,))


def _copied_topk(
    site: LaunchSite, settings: Settings, algorithm: str, name: str, default: str
) -> Iterator[Finding]:
    """The top-k an algorithm copies from `--name` (NGRAM: the BFS breadth), set to 1."""
    option = site.last(name)
    value = default if option is None else (option.value or "").strip()
    message = (
        f"--speculative-algorithm {algorithm} makes --{name} "
        f"({value}{', its default' if option is None else ''}) the top-k: HiSparse supports "
        f"linear speculation only (SGLang {settings.release.version} refuses a top-k above 1)"
    )
    if option is None:
        if default != "1":
            anchor = site.last("speculative-algorithm")
            assert anchor is not None
            yield add_option(site, "HSF006", name, "1", message, anchor)
        return
    if option.dynamic:
        yield unread_warning(
            "HSF006", option, f"{algorithm} takes it as the top-k, which HiSparse needs at 1"
        )
        return
    if value != "1":
        yield set_value("HSF006", option, "1", message)
