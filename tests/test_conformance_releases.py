"""SGLang conformance per release: every fixture site is judged by each release's own
parser and HiSparse checks (a fixture named for a release by that release only), before
and after the tool's rewrite with that release's table.

The releases are installed by `tools/sglang_releases.sh` and run with the python of
the 0.5.23 virtualenv (`tests/conformance/README.md`). Without them the test skips,
except in CI (`CI` set), where it must run. A disagreement between the tool and a
release fails the test unless `tests/conformance/expected_disagreements.toml` lists it
with its reason; an entry there that no longer happens fails it too.
"""

from __future__ import annotations

import os

import pytest

from tests.conformance.harness import Judged, sglang_env, sglang_python
from tests.conformance.releases import (
    BUILD_COMMAND,
    RELEASE_IN_NAME,
    RELEASES,
    counts,
    disagreements,
    expected,
    judge_releases,
    matches,
    missing_releases,
    releases_root,
)


@pytest.fixture(scope="module")
def judged() -> dict[str, list[Judged]]:
    python = sglang_python()
    missing = missing_releases()
    if python is None or missing:
        reason = (
            f"SGLang releases not installed ({', '.join(missing) or 'the 0.5.23 venv'} "
            f"missing; {sglang_env()}, {releases_root()}): build them with "
            f"`bash tools/sglang_env.sh && {BUILD_COMMAND}`"
        )
        if os.environ.get("CI"):
            pytest.fail(f"CI must run the per-release conformance test: {reason}")
        pytest.skip(reason)
    return judge_releases(python)


def test_every_release_is_judged(judged: dict[str, list[Judged]]) -> None:
    """Every release judges its grid and every default fixture; a fixture named for a
    release is judged by that release alone."""
    assert list(judged) == RELEASES
    assert all(len(items) > 1000 for items in judged.values())
    files = {
        release: {
            item.launch.where.split(":")[0] for item in items if "grid" not in item.launch.where
        }
        for release, items in judged.items()
    }
    for release, names in files.items():
        default = {name for name in names if RELEASE_IN_NAME.search(name) is None}
        assert len(default) > 150, f"{release} judges {len(default)} default fixtures"
        named = {match[1] for name in names if (match := RELEASE_IN_NAME.search(name))}
        assert named <= {release}, f"{release} judges fixtures named for {named - {release}}"


def test_the_driver_runs_every_release_check(judged: dict[str, list[Judged]]) -> None:
    """A crash in a release's check is the driver's failure, never a verdict."""
    crashed = [
        f"{release}: {item.describe()}"
        for release, items in judged.items()
        for item in items
        if item.verdict.get("crashes")
    ]
    assert not crashed, "\n".join(crashed)


def test_no_new_disagreement(
    judged: dict[str, list[Judged]], capsys: pytest.CaptureFixture[str]
) -> None:
    known = expected()
    found = {
        disagreement.key: item
        for release, items in judged.items()
        for disagreement, item in disagreements(release, items)
    }
    with capsys.disabled():
        print()
        for release, items in judged.items():
            print(counts(release, items))
    new = [
        f"{key[0]} {key[3]}: {item.describe()}"
        for key, item in found.items()
        if not any(matches(key, entry) for entry in known)
    ]
    gone = [
        f"{entry}: {reason}"
        for entry, reason in known.items()
        if not any(matches(key, entry) for key in found)
    ]
    assert not new, "SGLang and the tool disagree:\n" + "\n".join(new)
    assert not gone, "listed disagreements that no longer happen:\n" + "\n".join(gone)
