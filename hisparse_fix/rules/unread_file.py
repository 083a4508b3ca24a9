"""HSF901: a file that may hold a launch but was not read.

Judged once per file by the reports: a file that could not be parsed, decoded or
judged is an error the person's report prints as `path:line:col: error: ...`; the
machine-readable reports carry it as a finding of this code, as ruff carries its
`E902`, so that a consumer of json or SARIF never sees such a file as clean.
"""

from __future__ import annotations

from hisparse_fix.rules import file_rule
from hisparse_fix.vocabulary.sites import Severity

CODE = "HSF901"


@file_rule(CODE, "unread-file", "File that may hold a launch but was not read: check it by hand")
def severity(error: bool) -> Severity:
    """## What it does
    Reports a file the tool could not read: invalid in its format (a syntax error, an
    encoding its format does not allow), an internal error of the tool, or, as a
    warning, a file it did not read (over 512 KiB and found in a folder, or a template
    that is not YAML until it is rendered). Nothing in it is checked or edited.

    ## Why is this bad?
    A launch in a file that is not read may pass an option SGLang refuses with
    HiSparse. A report that left the file out would claim it is fine.

    ## Example
    ```toml
    [server]
    enable-hisparse = true
    kv-cache-dtype = fp8_e5m2
    ```
    `fp8_e5m2` is not quoted: the file is not valid TOML, so nothing in it is read.

    ## Fix safety
    Report only: mend the file (or name it on the command line), then run again.
    """
    return Severity.UNFIXABLE if error else Severity.WARNING
