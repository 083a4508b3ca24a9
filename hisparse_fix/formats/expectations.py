"""Keys and values that mark text as shown or expected, not run: one list for every
keyed format (YAML, TOML).

A string under a key that holds words for people (`description`, an issue form's
`placeholder`) or a program's output (`stdout`, `log`) shows a command; a table or
mapping that declares its run fails (`expected: fail`, `xfail: true`, an `error:`
message, a non-zero `returncode`), or anything under a key that names failures
(`must_fail:`, `expected_failures:`), records a launch SGLang refuses on purpose.
Fixing either would change what it says, so nothing there is a launch.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

PROSE_KEYS = frozenset(
    {
        "help", "description", "desc", "doc", "docs", "comment", "comments", "note", "notes",
        "summary", "message", "msg", "title", "hint", "hints", "usage", "example", "examples",
        "text", "label", "readme", "info", "name", "placeholder", "render", "stdout", "stderr",
        "output", "outputs", "log", "logs", "traceback", "reason", "results", "history",
        "records", "search", "replace", "pattern",
    }
)  # fmt: skip
"""Keys whose strings are words for people, a program's output, a record of what
ran (`results:` of a benchmark log) or text to find and replace (`search =`), not
commands."""
_EXPECTED_PREFIXES = ("expect", "error", "exception", "raises")
"""Keys that hold an expectation or a failure: everything under them is one."""
_FAILURE_WORDS = frozenset(
    {"fail", "fails", "failing", "failure", "failures", "failed", "xfail", "xfails", "reject",
     "rejected", "rejects", "refuse", "refused", "refuses", "invalid", "error", "errors", "crash",
     "abort", "broken", "bad", "wrong"}
)  # fmt: skip
"""Words that say a run fails, in a value (`expected: fail`) or a key (`must_fail:`)."""
_OUTCOME_KEYS = frozenset({"outcome", "result", "status", "verdict", "expected", "expect"})
_FAILS_KEYS = frozenset({"xfail", "should-fail", "must-fail", "fail", "failure", "to-fail"})
_CODE_KEYS = frozenset({"returncode", "return-code", "exit-code", "exitcode", "rc", "status-code"})
FORM_TYPES = frozenset({"textarea", "input", "markdown", "dropdown", "checkboxes"})
"""The body elements of a GitHub issue form: what they hold is shown, never run."""


def _normal(key: str) -> str:
    return key.strip().lower().replace("_", "-")


def _words(key: str) -> set[str]:
    return set(re.split(r"[-.\s]+", _normal(key)))


_PROSE_WORDS = frozenset(
    {"description", "summary", "help", "usage", "readme", "comment", "comments", "placeholder",
     "results", "history", "records"}
)  # fmt: skip
"""Words that make a compound key prose (`site_description`, `usage_text`)."""


def shows(key: str) -> bool:
    """A key whose contents are shown or expected, not run. An SGLang option's own key
    (`served-model-name`, `log-level`) never is."""
    from hisparse_fix.sglang.argv import is_server_option

    name = _normal(key)
    if is_server_option(name):
        return False
    if name in PROSE_KEYS or name.startswith(_EXPECTED_PREFIXES):
        return True
    return bool(_words(key) & (_FAILURE_WORDS | _PROSE_WORDS))


def declares_failure(pairs: Iterable[tuple[str, str]]) -> bool:
    """Whether a table's plain `key = value` pairs say its run fails (or that it is a
    GitHub issue form element)."""
    for key, value in pairs:
        name = re.sub(r"^expect(?:ed)?-(?=.)", "", _normal(key))
        read = value.strip().lower()
        if name == "type" and read in FORM_TYPES:
            return True
        if name in _OUTCOME_KEYS and (_words(read) & _FAILURE_WORDS):
            return True
        if name in _FAILS_KEYS and read in ("true", "yes", "on"):
            return True
        if name in _CODE_KEYS and re.fullmatch(r"-?[1-9]\d*", read):
            return True
        if name.startswith(("error", "exception", "raises")) and read:
            return True
    return False
