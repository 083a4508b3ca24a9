from __future__ import annotations

import re
from collections.abc import Iterator

from hisparse_fix.rules import rule
from hisparse_fix.settings import Settings
from hisparse_fix.sites import Edit, EditKind, Finding, LaunchSite, Severity

_BACKEND_FLAG = re.compile(r"(nsa|dsa)-(prefill|decode)-backend")


def _tolerates(site: LaunchSite, edit: Edit, settings: Settings) -> bool:
    """A rename to the spelling the release parses changes no launch's meaning."""
    return edit.kind is EditKind.RENAME and _BACKEND_FLAG.fullmatch(edit.name or "") is not None


@rule(
    "HSF008",
    "backend-flag-spelling",
    "DSA backend flag spelled as the release does not parse it: rename it",
    tolerates=_tolerates,
)
def check(site: LaunchSite, settings: Settings) -> Iterator[Finding]:
    """## What it does
    Renames `--nsa-prefill-backend` / `--nsa-decode-backend` to
    `--dsa-prefill-backend` / `--dsa-decode-backend` (or back, for SGLang
    0.5.12 and older), keeping the value and its quoting. HSF003 then judges
    the value. Under `--scope all` it renames them in launches without HiSparse
    too: argparse refuses the old spelling whatever the launch.

    ## Why is this bad?
    SGLang 0.5.13 renamed the options to `--dsa-*-backend` and kept
    `--nsa-*-backend` as a deprecated alias until 0.5.19; from 0.5.20 argparse
    stops with "unrecognized arguments: --nsa-decode-backend". Releases up to
    0.5.12 know only `--nsa-*-backend`. Where the alias still runs (0.5.13 to
    0.5.19, with SGLang's deprecation warning), the rename is a warning:
    `--write` makes it, and `--check` does not fail over it.

    ## Example
    ```sh
    python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache \\
      --kv-cache-dtype bfloat16 --nsa-decode-backend flashmla_sparse
    ```
    Use instead:
    ```sh
    python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache \\
      --kv-cache-dtype bfloat16 --dsa-decode-backend flashmla_sparse
    ```

    ## Fix safety
    Safe: the same option under the name the release parses.
    """
    release = settings.release
    for option in site.options:
        match = _BACKEND_FLAG.fullmatch(option.name)
        if match is None or match.group(1) == release.backend_flag:
            continue
        wanted = release.backend_option(match.group(2))
        if match.group(1) == release.legacy_backend_flag:
            why = f"a deprecated alias in SGLang {release.version} (it runs, with a warning)"
            severity, unwritable = Severity.WARNING, Severity.WARNING
        else:
            why = f"not an option of SGLang {release.version}"
            severity, unwritable = Severity.FIX, Severity.UNFIXABLE
        message = f"--{option.name} is {why}"
        if option.name_span is None:
            yield Finding("HSF008", f"{message}; rename it --{wanted}", option.span, unwritable)
            continue
        edit = Edit(EditKind.RENAME, option, name=wanted)
        yield Finding(
            "HSF008", f"{message}: renamed --{wanted}", option.span, severity, edits=(edit,)
        )
