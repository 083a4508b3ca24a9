"""Every fixture's rewritten text and findings, as reviewed snapshots.

`pytest --snapshot-update` rewrites `tests/snapshots/<format>/`; review the
diff of each changed snapshot as a code review.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from hisparse_fix.engine.pipeline import fix_text
from hisparse_fix.formats import format_for
from hisparse_fix.sglang.matrix import release_for
from hisparse_fix.sglang.settings import BackendFix, Settings
from tests.conftest import (
    FIXTURES,
    SNAPSHOTS,
    findings_text,
    fixture_files,
    output_bytes,
    run_fixture,
)

CASES = fixture_files()
IDS = [path.relative_to(FIXTURES).as_posix() for path in CASES]


@pytest.mark.parametrize("path", CASES, ids=IDS)
def test_fixture_snapshot(path: Path, snapshot) -> None:
    result = run_fixture(path)
    assert result.problem is None, result.problem
    snapshot.snapshot_dir = SNAPSHOTS / path.parent.name
    snapshot.assert_match(output_bytes(result, path), path.name)
    snapshot.assert_match(findings_text(result), f"{path.name}.findings")


ROCM_CASES = [path for path in CASES if "rocm" in path.name]


@pytest.mark.parametrize("path", ROCM_CASES, ids=[p.name for p in ROCM_CASES])
def test_rocm_fixture_snapshot(path: Path, snapshot) -> None:
    result = run_fixture(path, Settings(platform="rocm"))
    snapshot.snapshot_dir = SNAPSHOTS / f"{path.parent.name}-rocm"
    snapshot.assert_match(output_bytes(result, path), path.name)
    snapshot.assert_match(findings_text(result), f"{path.name}.findings")


REPLACE_CASES = [path for path in CASES if "replace" in path.name]


@pytest.mark.parametrize("path", REPLACE_CASES, ids=[p.name for p in REPLACE_CASES])
def test_backend_fix_replace_fixture_snapshot(path: Path, snapshot) -> None:
    result = run_fixture(path, Settings(backend_fix=BackendFix.REPLACE))
    assert result.problem is None, result.problem
    snapshot.snapshot_dir = SNAPSHOTS / f"{path.parent.name}-replace"
    snapshot.assert_match(output_bytes(result, path), path.name)
    snapshot.assert_match(findings_text(result), f"{path.name}.findings")


RELEASE_IN_NAME = re.compile(r"v(\d+\.\d+\.\d+)")
RELEASE_CASES = [path for path in CASES if RELEASE_IN_NAME.search(path.name)]


@pytest.mark.parametrize("path", RELEASE_CASES, ids=[p.name for p in RELEASE_CASES])
def test_release_named_fixture_snapshot(path: Path, snapshot) -> None:
    """A fixture named `..._v0.5.12...` is also fixed for that release."""
    match = RELEASE_IN_NAME.search(path.name)
    assert match is not None
    result = run_fixture(path, Settings(release=release_for(match.group(1))))
    assert result.problem is None, result.problem
    snapshot.snapshot_dir = SNAPSHOTS / f"{path.parent.name}-v{match.group(1)}"
    snapshot.assert_match(output_bytes(result, path), path.name)
    snapshot.assert_match(findings_text(result), f"{path.name}.findings")


@pytest.mark.parametrize("path", CASES, ids=IDS)
def test_fixture_is_idempotent(path: Path) -> None:
    result = run_fixture(path)
    if result.skipped:
        assert result.note, "a fixture its adapter skips says why"
        return
    first = output_bytes(result, path).decode("utf-8", "surrogateescape")
    fmt = format_for(path, first[:256])
    assert fmt is not None
    second = fix_text(first, fmt, Settings())
    assert second.text == first
    assert not [item for item in second.findings if item.fixable]


@pytest.mark.parametrize("path", RELEASE_CASES, ids=[p.name for p in RELEASE_CASES])
def test_release_named_fixture_is_idempotent(path: Path) -> None:
    """Fixed for its release, a release-named fixture has nothing left to fix there."""
    settings = _named_release(path)
    result = run_fixture(path, settings)
    first = output_bytes(result, path).decode("utf-8", "surrogateescape")
    fmt = format_for(path, first[:256])
    assert fmt is not None
    second = fix_text(first, fmt, settings)
    assert second.text == first
    assert not [item for item in second.findings if item.fixable]


def _named_release(path: Path) -> Settings:
    """The settings a fixture is judged with: its named release's table, if it names one."""
    match = RELEASE_IN_NAME.search(path.name)
    return Settings(release=release_for(match.group(1))) if match else Settings()


NEGATIVE = [path for path in CASES if "neg" in path.name]


@pytest.mark.parametrize("path", NEGATIVE, ids=[p.name for p in NEGATIVE])
def test_negative_fixture_is_byte_identical(path: Path) -> None:
    """A negative fixture is left alone by the release it names (the newest otherwise)."""
    result = run_fixture(path, _named_release(path))
    assert not result.changed
    assert not [item for item in result.findings if item.fixable]


def test_every_format_has_fixtures() -> None:
    folders = {path.parent.name for path in CASES}
    assert "shell" in folders
    assert all(len([p for p in CASES if p.parent.name == name]) >= 8 for name in folders)


ROCM_RELEASE_CASES = [path for path in RELEASE_CASES if "rocm" in path.name]


@pytest.mark.parametrize("path", ROCM_RELEASE_CASES, ids=[p.name for p in ROCM_RELEASE_CASES])
def test_rocm_release_named_fixture_snapshot(path: Path, snapshot) -> None:
    """A fixture named `..._v0.5.12_rocm...` is also fixed for that release on ROCm."""
    match = RELEASE_IN_NAME.search(path.name)
    assert match is not None
    settings = Settings(platform="rocm", platform_chosen=True, release=release_for(match[1]))
    result = run_fixture(path, settings)
    assert result.problem is None, result.problem
    snapshot.snapshot_dir = SNAPSHOTS / f"{path.parent.name}-rocm-v{match.group(1)}"
    snapshot.assert_match(output_bytes(result, path), path.name)
    snapshot.assert_match(findings_text(result), f"{path.name}.findings")


SCOPE_ALL_CASES = [path for path in CASES if "scope_all" in path.name]


@pytest.mark.parametrize("path", SCOPE_ALL_CASES, ids=[p.name for p in SCOPE_ALL_CASES])
def test_scope_all_fixture_snapshot(path: Path, snapshot) -> None:
    """A fixture named `..._scope_all...` is also fixed under `--scope all`, for the
    newest release and for the release its name gives."""
    match = RELEASE_IN_NAME.search(path.name)
    runs = [("", Settings(scope="all"))]
    if match is not None:
        runs.append((f"-v{match[1]}", Settings(scope="all", release=release_for(match[1]))))
    for suffix, settings in runs:
        result = run_fixture(path, settings)
        assert result.problem is None, result.problem
        snapshot.snapshot_dir = SNAPSHOTS / f"{path.parent.name}-scope-all{suffix}"
        snapshot.assert_match(output_bytes(result, path), path.name)
        snapshot.assert_match(findings_text(result), f"{path.name}.findings")
