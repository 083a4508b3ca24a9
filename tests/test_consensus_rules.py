"""The second-order rules of consensus, each on the fixture written for it: a refusal
spreads to every launch that shares the edit, whatever the source order (a fixed point,
not one pass); only another launch makes a refusal "apart"; a finding is fixed only when
every one of its edits is made. And a platform branch read as the platforms it runs on."""

from __future__ import annotations

from pathlib import Path

from hisparse_fix.engine.pipeline import Fix, fix_text
from hisparse_fix.formats import format_for
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.vocabulary.sites import Severity

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"


def _fixed(relative: str, **settings: object) -> tuple[str, Fix]:
    path = FIXTURES / relative
    text = path.read_text(encoding="utf-8")
    return text, fix_text(text, format_for(path, text), Settings(**settings))  # type: ignore[arg-type]


def _verdicts(fixed: Fix, text: str) -> list[tuple[int, str, Severity]]:
    """Each finding as (line, code, severity)."""
    return [
        (text.count("\n", 0, item.finding.span.start) + 1, item.finding.code, item.finding.severity)
        for item in fixed.findings
    ]


def test_a_refusal_found_later_spreads_back_to_a_launch_that_agreed() -> None:
    """The middle launch is refused over DECODE, which the last launch reads without
    HiSparse; only then does the first launch's shared edit of COMMON become refused.
    One pass in source order would empty COMMON."""
    text, fixed = _fixed("shell/201_refusal_spreads_against_source_order.sh")
    assert fixed.text == text
    assert _verdicts(fixed, text) == [
        (6, "HSF003", Severity.UNFIXABLE),
        (7, "HSF003", Severity.UNFIXABLE),
    ]
    first = fixed.findings[0].finding.message
    assert first.endswith("which needs the same change but cannot have its other fixes")


def test_only_another_launch_makes_a_refusal_apart() -> None:
    """The second launch is refused over its backend, which a `[[ ]]` test reads: a test
    is no launch, so that refusal is not "over another option a third launch needs", and
    the first launch may not change the KV the second shares."""
    text, fixed = _fixed("shell/202_apart_only_through_another_launch.sh")
    assert fixed.text == text
    assert [(code, severity) for _, code, severity in _verdicts(fixed, text)] == [
        ("HSF003", Severity.UNFIXABLE),
        ("HSF002", Severity.UNFIXABLE),
        ("HSF002", Severity.UNFIXABLE),
    ]


def test_a_finding_is_fixed_only_when_every_one_of_its_edits_is_made() -> None:
    """The second launch's HSF003 drops two `--dsa-decode-backend`: COMMON's (made, for
    the first launch) and its own (not made: the launch is refused). It stays unfixable,
    and its own backend stays in the text."""
    text, fixed = _fixed("shell/203_finding_fixed_only_with_all_its_edits.sh")
    assert fixed.text == text.replace("COMMON=(--dsa-decode-backend tilelang)", "COMMON=()")
    assert _verdicts(fixed, text) == [
        (7, "HSF003", Severity.FIX),
        (11, "HSF002", Severity.UNFIXABLE),
        (11, "HSF003", Severity.UNFIXABLE),
    ]


def test_a_torch_cuda_branch_runs_on_rocm_too() -> None:
    """ROCm builds of torch answer `torch.cuda.is_available()`: judged on ROCm, where
    `tilelang` is allowed, the launch under it is left as it is."""
    text, on_rocm = _fixed("python/97_torch_cuda_available_branch_rocm.py", platform="rocm")
    assert on_rocm.text == text
    assert on_rocm.findings == ()
    _, on_cuda = _fixed("python/97_torch_cuda_available_branch_rocm.py", platform="cuda")
    assert on_cuda.text == text.replace('        dsa_decode_backend="tilelang",\n', "")
