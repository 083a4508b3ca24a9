"""HSF900: an ignore comment that suppresses nothing.

Judged once per file, not per launch: `suppression.check_sites` knows which
comments a launch used and hands the others to `unused_ignores`.
"""

from __future__ import annotations

from collections.abc import Iterable

from hisparse_fix.rules import file_rule
from hisparse_fix.vocabulary.ignores import Ignore
from hisparse_fix.vocabulary.sites import Finding, Severity

CODE = "HSF900"


@file_rule(CODE, "unused-ignore", "Ignore comment that suppresses nothing: report (with --strict)")
def unused_ignores(unused: Iterable[Ignore]) -> list[Finding]:
    """## What it does
    Reports a `# hisparse-fix: ignore` or `# hisparse-fix: ignore[CODES]` comment that
    suppresses nothing: no launch starts on its line or the next one, or that launch has
    no finding with the codes it names. Only with `--strict` (which then exits 1).

    ## Why is this bad?
    A suppression outlives the problem it was written for, and later hides a new one.

    ## Example
    ```sh
    # hisparse-fix: ignore[HSF002]
    python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache \\
      --kv-cache-dtype fp8_e4m3
    ```

    ## Fix safety
    Report only: remove the comment, or name the codes the launch still has.
    """
    return [Finding(CODE, _message(ignore), ignore.span, Severity.WARNING) for ignore in unused]


def _message(ignore: Ignore) -> str:
    what = "" if ignore.codes is None else f"[{','.join(ignore.codes)}]"
    return (
        f"unused suppression: `hisparse-fix: ignore{what}` suppresses no finding of the "
        "launch on this line or the next; remove it"
    )
