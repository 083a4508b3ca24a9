"""Every file of the adversarial corpus ends as its manifest says (see its README)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hisparse_fix.engine import decode, fix_text
from hisparse_fix.formats import format_for
from hisparse_fix.matrix import resolve
from hisparse_fix.settings import Settings

CORPUS = Path(__file__).parent / "adversarial"
ENTRIES = json.loads((CORPUS / "manifest.json").read_text())
SETTINGS = Settings(release=resolve("0.5.23"))


def outcome(entry: dict[str, object]) -> str:
    """What became of the file, in the manifest's words, or why it is wrong."""
    path = CORPUS / str(entry["path"])
    text = decode(path.read_bytes())
    fmt = format_for(path, text[:256])
    assert fmt is not None, f"no adapter reads {entry['path']}"
    fixed = fix_text(text, fmt, SETTINGS)
    edited = fixed.text != text
    found = bool(fixed.findings)
    expect = entry["expect"]
    if edited:
        lost = [kept for kept in entry.get("must_not_change", ()) if kept in text]
        lost = [kept for kept in lost if kept not in fixed.text]
        if expect not in ("fix", "either") or lost:
            return f"wrong edit (expected {expect}; lost {lost})"
        wanted = entry.get("expected_after")
        if expect == "fix" and wanted is not None and fixed.text != wanted:
            return "edited, but not as expected_after says"
        return "ok"
    if expect == "fix":
        return "missed: no edit" + ("" if found else " and no finding")
    if expect in ("warn", "either") and not found:
        return "missed in silence"
    if expect == "silent" and found:
        return "findings where none were expected"
    return "ok"


@pytest.mark.parametrize("entry", ENTRIES, ids=lambda entry: str(entry["path"]))
def test_adversarial_file_ends_as_its_manifest_says(entry: dict[str, object]) -> None:
    assert outcome(entry) == "ok", entry["why"]


def test_the_corpus_covers_every_format() -> None:
    formats = {entry["format"] for entry in ENTRIES}
    assert formats == {"shell", "python", "yaml", "toml", "markdown", "notebook", "dockerfile"}
    assert len(ENTRIES) >= 150
    assert all((CORPUS / str(entry["path"])).is_file() for entry in ENTRIES)
