"""Every file of the adversarial corpus ends as its manifest says (see its README)."""

from __future__ import annotations

import functools
import json
from pathlib import Path

import pytest

from hisparse_fix.engine.pipeline import decode, fix_text
from hisparse_fix.formats import format_for
from hisparse_fix.formats.errors import ParseError, SkippedFile
from hisparse_fix.sglang.matrix import resolve
from hisparse_fix.sglang.settings import Settings

CORPUS = Path(__file__).parent / "adversarial"
ROUNDS = (CORPUS, *(CORPUS / f"round{n}" for n in range(2, 16)))
SETTINGS = Settings(release=resolve("0.5.23"))


def _entries() -> list[tuple[Path, dict[str, object]]]:
    return [
        (root, entry)
        for root in ROUNDS
        for entry in json.loads((root / "manifest.json").read_text())
    ]


ENTRIES = _entries()


def outcome(root: Path, entry: dict[str, object]) -> str:
    """What became of the file, in the manifest's words, or why it is wrong (worked out
    once: each file's test and the count of wrong edits both ask)."""
    return _outcome(root, json.dumps(entry, sort_keys=True))


@functools.cache
def _outcome(root: Path, written: str) -> str:
    entry = json.loads(written)
    path = root / str(entry["path"])
    text = decode(path.read_bytes())
    fmt = format_for(path, text[:256])
    assert fmt is not None, f"no adapter reads {entry['path']}"
    try:
        fixed = fix_text(text, fmt, SETTINGS)
    except SkippedFile:  # reported as skipped, and left as it is
        edited, found = False, True
    except ParseError as error:  # reported as an error naming the line, left as it is
        return f"not parsed: {error}"
    else:
        edited, found = fixed.text != text, bool(fixed.findings)
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


def _case(root: Path, entry: dict[str, object]) -> object:
    """A file the tool does not yet handle as its manifest says is a strict xfail, with
    the reason: it fails the run when it starts to pass, so the mark is taken off."""
    ident = f"{root.name}/{entry['path']}"
    known = entry.get("known")
    marks = [pytest.mark.xfail(reason=str(known), strict=True)] if known else []
    return pytest.param(root, entry, id=ident, marks=marks)


@pytest.mark.parametrize(("root", "entry"), [_case(root, entry) for root, entry in ENTRIES])
def test_adversarial_file_ends_as_its_manifest_says(root: Path, entry: dict[str, object]) -> None:
    assert outcome(root, entry) == "ok", entry["why"]


def test_the_corpus_covers_every_format_in_each_round() -> None:
    for root in ROUNDS:
        entries = [entry for where, entry in ENTRIES if where == root]
        formats = {entry["format"] for entry in entries}
        assert formats == {"shell", "python", "yaml", "toml", "markdown", "notebook", "dockerfile"}
        assert len(entries) >= 150
        assert all((root / str(entry["path"])).is_file() for entry in entries)


def test_the_only_wrong_edits_are_the_known_ones() -> None:
    """No file is edited against its manifest but those listed with their reason."""
    wrong = [
        f"{root.name}/{entry['path']}"
        for root, entry in ENTRIES
        if outcome(root, entry).startswith("wrong edit") and not entry.get("known")
    ]
    assert wrong == []
