from __future__ import annotations

from collections.abc import Iterator

from hisparse_fix.rules import rule
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.vocabulary.sites import Finding, LaunchSite, Severity


@rule(
    "HSF000",
    "unread-launch",
    "HiSparse launch the tool sees but cannot fully read: check that part by hand",
)
def check(site: LaunchSite, settings: Settings) -> Iterator[Finding]:
    """## What it does
    Reports the parts of a HiSparse launch that the tool found but could not
    read: a variable whose value is not in the file (`$OPTS`), an array
    defined elsewhere, more alternative runs than it follows, a value it
    cannot decode. Options there are not checked.

    ## Why is this bad?
    A launch that is only partly read may still pass an option SGLang
    refuses with HiSparse. Saying nothing would claim it is fine.

    ## Example
    ```sh
    python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache $EXTRA_OPTS
    ```
    `$EXTRA_OPTS` comes from outside the script: check what it holds.

    ## Fix safety
    Report only: nothing is rewritten.
    """
    for note in site.notes:
        yield Finding("HSF000", note.message, note.span, Severity.WARNING)
