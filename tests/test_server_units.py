"""The language server's choices that need no client: which format an editor's language
id names, and how long an edit waits before its check."""

from __future__ import annotations

from hisparse_fix.formats import BY_NAME, by_language
from hisparse_fix.server.app import DEBOUNCE, edit_delay

LANGUAGE_IDS = {
    "shell": "shellscript",
    "python": "python",
    "toml": "toml",
    "yaml": "yaml",
    "markdown": "markdown",
    "dockerfile": "dockerfile",
}


def test_each_language_id_an_editor_gives_names_its_format() -> None:
    for name, language_id in LANGUAGE_IDS.items():
        named = by_language(language_id)
        assert named is not None and named.name == name
    assert by_language("bash") is by_language("sh") is BY_NAME["shell"]
    assert by_language("plaintext") is None


def test_an_edit_waits_only_within_a_burst() -> None:
    assert edit_delay(10.0, None, False, DEBOUNCE) == 0.0  # the first edit
    assert edit_delay(10.0, 9.0, False, DEBOUNCE) == 0.0  # long after the last one
    assert edit_delay(10.0, 10.0 - DEBOUNCE / 2, False, DEBOUNCE) == DEBOUNCE
    assert edit_delay(10.0, 9.0, True, DEBOUNCE) == DEBOUNCE  # a check still pending
