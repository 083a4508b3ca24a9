"""How bad a finding is: its own module, so that what reports findings need not import
the launch model (`sites`) to read one."""

from __future__ import annotations

from enum import Enum


class Severity(Enum):
    FIX = "fix"
    """SGLang would reject the launch; the finding carries the edits that fix it."""
    UNFIXABLE = "unfixable"
    """SGLang would reject the launch (in at least one run), but no edit is safe:
    nothing is rewritten, and `--check` fails."""
    WARNING = "warning"
    """SGLang runs the launch, or the tool cannot tell (a dynamic value) or must not
    edit. Nothing is rewritten unless the warning carries edits: a spelling SGLang
    still runs with its own deprecation warning, renamed by `--write`; `--check`
    never fails over a warning."""
