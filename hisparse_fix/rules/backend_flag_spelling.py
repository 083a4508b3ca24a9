from __future__ import annotations

import re
from collections.abc import Iterator

from hisparse_fix.rules import rule
from hisparse_fix.sglang.matrix import Release
from hisparse_fix.sglang.matrix.options import config_key_refused
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.vocabulary.sites import Edit, EditKind, Finding, LaunchSite, Severity

BACKEND_OPTION = re.compile(r"(nsa|dsa)-(prefill|decode)-backend")


def _tolerates(site: LaunchSite, edit: Edit, settings: Settings) -> bool:
    """A rename to the spelling the release parses changes no launch's meaning."""
    return edit.kind is EditKind.RENAME and BACKEND_OPTION.fullmatch(edit.name or "") is not None


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

    A `--config` file is read by SGLang's own merger, which from 0.5.13 to
    0.5.19 refuses the key `dsa-decode-backend` ("Unsupported config
    option": the deprecated alias shares its field) and reads
    `nsa-decode-backend`: there the rename goes the other way, and is a fix.

    ## Fix safety
    Safe: the same option under the name the release parses.
    """
    release = settings.release
    for option in site.options:
        match = BACKEND_OPTION.fullmatch(option.name)
        if match is None:
            continue
        spelling = _read_spelling(site, release, match.group(2))
        if match.group(1) == spelling:
            continue
        wanted = f"{spelling}-{match.group(2)}-backend"
        if spelling != release.backend_flag:
            key = option.written or option.name
            why = (
                f"refused as the key `{key}` by SGLang {release.version}'s --config reader "
                f'("Unsupported config option"), which reads the deprecated alias'
            )
            severity, unwritable = Severity.FIX, Severity.UNFIXABLE
        elif match.group(1) == release.legacy_backend_flag:
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


def _read_spelling(site: LaunchSite, release: Release, phase: str) -> str:
    """The spelling the launch's reader takes: the release's own, except in a `--config`
    file whose reader refuses it as a key (0.5.13 to 0.5.19: the deprecated
    `--nsa-*` alias shares its field) and takes the alias."""
    native = release.backend_flag
    legacy = release.legacy_backend_flag
    if not site.config_file or not legacy:
        return native
    refused = [
        config_key_refused(f"{flag}-{phase}-backend", release.version) for flag in (native, legacy)
    ]
    return legacy if refused == [True, False] else native
