"""Rules on hand-built sites: what each reports, and with what severity."""

from __future__ import annotations

import pytest

from hisparse_fix.argv import parse_options
from hisparse_fix.rules import check_site
from hisparse_fix.settings import Settings
from hisparse_fix.sites import LaunchSite, Note, Option, Severity, Span, Token


def _site(words: str, **fields: object) -> LaunchSite:
    tokens, at = [], 0
    for word in words.split():
        tokens.append(Token(word, Span(at, at + len(word)), tuple(range(at, at + len(word)))))
        at += len(word) + 1
    return LaunchSite(tuple(parse_options(tokens)), Span(0, at), **fields)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("value", "cpu"), [("1", True), ("true", False), ("0", False), (" 1", False)]
)
def test_cpu_engine_only_on_exactly_one(value: str, cpu: bool) -> None:
    findings = check_site(
        _site("--enable-hisparse", env={"SGLANG_USE_CPU_ENGINE": value}), Settings()
    )
    assert any(f.code == "HSF001" and f.edits for f in findings) is cpu


def test_notes_are_reported_as_hsf000_warnings() -> None:
    site = _site("--enable-hisparse", notes=(Note(Span(3, 8), "`$OPTS` is not read"),))
    (finding,) = check_site(site, Settings())
    assert (finding.code, finding.severity, finding.message) == (
        "HSF000",
        Severity.WARNING,
        "`$OPTS` is not read",
    )
    assert check_site(_site("--tp 8", notes=site.notes), Settings()) == []


def test_a_rejected_dtype_that_cannot_be_rewritten_is_unfixable() -> None:
    dtype = Option("kv-cache-dtype", "fp8_e5m2", Span(20, 45), value_span=None)
    backend = Option("dsa-decode-backend", "flashmla_kv", Span(46, 80), Span(67, 80))
    hisparse = Option("enable-hisparse", None, Span(0, 17))
    site = LaunchSite((hisparse, dtype, backend), Span(0, 80))
    findings = check_site(site, Settings())
    assert [(f.code, f.severity) for f in findings] == [
        ("HSF002", Severity.UNFIXABLE),
        ("HSF003", Severity.WARNING),
    ]
    assert "itself rejected" in findings[1].message
    assert "SGLang picks" not in findings[1].message
