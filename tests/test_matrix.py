"""Release tables: selection by version, the `auto` reader, and the lookups rules use."""

from __future__ import annotations

import importlib.metadata
import subprocess
import sys

import pytest

from hisparse_fix.sglang import matrix
from hisparse_fix.sglang.matrix import (
    UnknownReleaseError,
    parse_version,
    read_hook_constants,
    release_for,
    resolve,
    with_hook_constants,
)

HOOK = """
from x import y

HISPARSE_CUDA_DSA_BACKENDS_BY_DTYPE = {
    "bfloat16": {"flashmla_sparse"},
    "fp8_e4m3": {"flashmla_kv", "new_kernel"},
}
HISPARSE_ROCM_DSA_BACKENDS = {"tilelang"}
HISPARSE_KV_CACHE_DTYPES = ("bfloat16", "fp8_e4m3")
OTHER = compute()
"""


@pytest.mark.parametrize(
    ("text", "expected"),
    [("0.5.23", (0, 5, 23)), ("0.5.23.post1", (0, 5, 23)), ("0.6.0rc1", (0, 6, 0)), ("1", (1,))],
)
def test_parse_version(text: str, expected: tuple[int, ...]) -> None:
    assert parse_version(text) == expected


@pytest.mark.parametrize(
    ("version", "first"),
    [
        ("0.5.11", (0, 5, 11)),
        ("0.5.12", (0, 5, 12)),
        ("0.5.13", (0, 5, 13)),
        ("0.5.14", (0, 5, 14)),
        ("0.5.15.post1", (0, 5, 15)),
        ("0.5.16", (0, 5, 15)),
        ("0.5.17", (0, 5, 17)),
        ("0.5.19", (0, 5, 18)),
        ("0.5.20", (0, 5, 20)),
        ("0.5.21", (0, 5, 21)),
        ("0.5.23", (0, 5, 22)),
        ("0.7.0", (0, 5, 22)),
    ],
)
def test_release_for_picks_the_covering_table(version: str, first: tuple[int, ...]) -> None:
    release = release_for(version)
    assert release.first == first
    assert release.version == version


def test_release_older_than_every_table() -> None:
    with pytest.raises(UnknownReleaseError, match="older than the oldest"):
        release_for("0.5.9")
    with pytest.raises(UnknownReleaseError):
        release_for("latest")


def test_0_5_23_lookups() -> None:
    release = release_for("0.5.23")
    assert release.allowed_backends("cuda", "bf16") == {"flashmla_sparse"}
    assert release.allowed_backends("cuda", "fp8_e4m3") == {"flashmla_kv", "flashinfer_sparse_mla"}
    assert release.allowed_backends("cuda", "auto") == {
        "flashmla_sparse",
        "flashmla_kv",
        "flashinfer_sparse_mla",
    }
    assert release.allowed_backends("rocm", "fp8_e4m3") == {"tilelang", "triton", "aiter"}
    assert release.default_backend("rocm", "bfloat16") == "tilelang"
    assert release.default_backend("cuda", "fp8_e4m3") == "flashmla_kv"
    assert release.default_backend("cuda", "auto") == "flashmla_sparse"
    for accepted in ("auto", "bf16", "bfloat16", "fp8_e4m3"):
        assert release.accepts_dtype(accepted)
    for rejected in ("fp8_e5m2", "mxfp8", "nvfp4", "fp4_mx_block16", "FP8_E4M3"):
        assert not release.accepts_dtype(rejected)


def test_releases_before_rocm_sets_judge_rocm_by_cuda_sets() -> None:
    assert release_for("0.5.12").allowed_backends("rocm", "bfloat16") == {"flashmla_sparse"}
    assert release_for("0.5.19").allowed_backends("rocm", "bfloat16") == {"tilelang", "aiter"}


def test_hook_constants_are_read_without_running_the_module() -> None:
    constants = read_hook_constants(HOOK)
    assert set(constants) == {
        "HISPARSE_CUDA_DSA_BACKENDS_BY_DTYPE",
        "HISPARSE_ROCM_DSA_BACKENDS",
        "HISPARSE_KV_CACHE_DTYPES",
    }
    release = with_hook_constants(release_for("0.5.23"), constants)
    assert release.allowed_backends("cuda", "fp8_e4m3") == {"flashmla_kv", "new_kernel"}
    assert "new_kernel" in release.allowed_backends("cuda", "auto")
    assert release.allowed_backends("rocm", "bfloat16") == {"tilelang"}


def test_old_constant_name_is_understood() -> None:
    old = '_HISPARSE_ALLOWED_BACKENDS_BY_DTYPE = {"bfloat16": {"flashmla_sparse"}}\n'
    assert read_hook_constants(old) == {
        "HISPARSE_CUDA_DSA_BACKENDS_BY_DTYPE": {"bfloat16": {"flashmla_sparse"}}
    }


def test_auto_without_sglang_is_the_newest(monkeypatch: pytest.MonkeyPatch) -> None:
    def missing(name: str) -> str:
        raise importlib.metadata.PackageNotFoundError(name)

    monkeypatch.setattr(importlib.metadata, "version", missing)
    assert resolve("auto") == matrix.newest()


def test_auto_with_sglang_reads_its_version_and_hook(monkeypatch: pytest.MonkeyPatch, tmp_path):
    hook = tmp_path / "sglang" / "srt" / "arg_groups" / "hisparse_hook.py"
    hook.parent.mkdir(parents=True)
    hook.write_text(HOOK)
    monkeypatch.setattr(importlib.metadata, "version", lambda name: "0.5.21")
    monkeypatch.setattr(matrix, "_hook_path", lambda: hook)
    release = resolve("auto")
    assert release.version == "0.5.21"
    assert release.allowed_backends("rocm", "auto") == {"tilelang"}


@pytest.mark.parametrize(
    ("version", "native", "legacy", "checks_mixed_chunk"),
    [
        ("0.5.11", "nsa", "", False),
        ("0.5.12", "nsa", "", False),
        ("0.5.13", "dsa", "nsa", False),
        ("0.5.19", "dsa", "nsa", False),
        ("0.5.20", "dsa", "", False),
        ("0.5.22", "dsa", "", True),
        ("0.5.23", "dsa", "", True),
    ],
)
def test_backend_flag_spelling_and_checks_per_release(
    version: str, native: str, legacy: str, checks_mixed_chunk: bool
) -> None:
    release = release_for(version)
    assert (release.backend_flag, release.legacy_backend_flag) == (native, legacy)
    assert release.backend_option("decode") == f"{native}-decode-backend"
    assert ("mixed-chunk" in release.checks) is checks_mixed_chunk
    assert "radix-cache" in release.checks


def test_the_newest_table_is_read_alone_and_is_the_last_of_them_all() -> None:
    """Each table's file is named after its first release, so the newest is found by
    name and read alone (in a fresh interpreter: no other table is read): the same
    table as the last of every table read."""
    probe = (
        "from hisparse_fix.sglang import matrix; matrix.newest(); print(matrix.tables.cache_info())"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True)
    assert "currsize=0" in done.stdout, done.stdout + done.stderr
    for path in matrix._table_paths():
        first = matrix._read_table(path).first
        assert path.name == f"sglang-{'.'.join(map(str, first))}.toml"
    assert matrix.newest() == matrix.tables()[-1]
