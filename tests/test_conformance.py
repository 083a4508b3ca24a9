"""SGLang conformance: every rewritten fixture site passes SGLang 0.5.23's own
parser and HiSparse checks, and every site the tool changed failed them before.

Runs SGLang in the virtualenv `tools/sglang_env.sh` builds (see
`tests/conformance/README.md`). Without it the test skips, except in CI
(`CI` set), where it must run.
"""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

from hisparse_fix.sglang.matrix import release_for
from tests.conformance.harness import (
    BUILD_COMMAND,
    ENV_VARIABLE,
    Judged,
    Role,
    every_launch,
    judge,
    sglang_env,
    sglang_python,
    summary,
)

SPECULATION_FACTS = Path(__file__).parent / "conformance" / "speculation_facts.py"


@pytest.fixture(scope="module")
def judged() -> list[Judged]:
    python = sglang_python()
    if python is None:
        reason = (
            f"no SGLang 0.5.23 virtualenv at {sglang_env()} (${ENV_VARIABLE} to move it): "
            f"build it with `{BUILD_COMMAND}`"
        )
        if os.environ.get("CI"):
            pytest.fail(f"CI must run the conformance test: {reason}")
        pytest.skip(reason)
    return judge(python, every_launch())


def _listing(items: list[Judged]) -> str:
    return "\n".join(item.describe() for item in items)


def test_every_rewritten_site_passes_sglang(judged: list[Judged]) -> None:
    after = [item for item in judged if item.launch.role is Role.AFTER]
    assert after, "no rewritten fixture site with HiSparse on was found"
    refused = [item for item in after if item.refused or not item.verdict["hisparse"]]
    assert not refused, (
        f"{len(refused)} of {len(after)} rewritten sites fail SGLang:\n{_listing(refused)}"
    )


def test_every_changed_site_failed_sglang_before(judged: list[Judged]) -> None:
    before = [item for item in judged if item.launch.role is Role.BEFORE]
    assert before, "the tool changed no fixture site"
    accepted = [item for item in before if not item.refused]
    assert not accepted, (
        f"{len(accepted)} of {len(before)} changed sites already passed SGLang "
        f"before the rewrite:\n{_listing(accepted)}"
    )


def test_conformance_counts(judged: list[Judged], capsys: pytest.CaptureFixture[str]) -> None:
    text = summary(judged)
    with capsys.disabled():
        print("\n" + text)
    print(text)


def test_speculation_table_agrees_with_sglang() -> None:
    """The `[speculation]` facts the rules use are SGLang 0.5.23's own decisions."""
    python = sglang_python()
    if python is None:
        if os.environ.get("CI"):
            pytest.fail(f"CI must run the conformance test: no SGLang at {sglang_env()}")
        pytest.skip(f"no SGLang 0.5.23 virtualenv at {sglang_env()}")
    speculation = release_for("0.5.23").speculation
    assert speculation is not None
    copied = {option: default for option, default in speculation.topk_from.values()}
    completed = subprocess.run(
        [str(python), str(SPECULATION_FACTS)],
        input=json.dumps(sorted(copied)),
        capture_output=True,
        text=True,
        check=True,
        timeout=300,
    )
    facts = json.loads(completed.stdout)
    assert facts["aliases"] == dict(speculation.aliases)
    assert set(facts["adaptive"]) == speculation.adaptive_algorithms
    keeps = set(facts["keeps_mixed_chunk"])
    # The EAGLE-family handler drops mixed chunk for its algorithms that do not keep it;
    # NGRAM, UNO and FROZEN_KV_MTP have handlers of their own that always drop it.
    assert set(facts["eagle_handler"]) - keeps <= speculation.mixed_chunk_off
    assert not speculation.mixed_chunk_off & keeps
    assert speculation.mixed_chunk_off <= set(facts["algorithms"])
    assert facts["defaults"] == copied
