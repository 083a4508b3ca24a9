"""Argv words as SGLang's parser reads them: entry points, prefixes, flags."""

from __future__ import annotations

import pytest

from hisparse_fix.sglang.argv import (
    canonical_option,
    entry_point,
    is_server_option,
    names_other_engine,
    parse_options,
)
from hisparse_fix.vocabulary.sites import Span, Token


def _tokens(words: str) -> list[Token]:
    tokens, at = [], 0
    for word in words.split():
        tokens.append(Token(word, Span(at, at + len(word)), tuple(range(at, at + len(word)))))
        at += len(word) + 1
    return tokens


@pytest.mark.parametrize(
    "command",
    [
        "python3 -m sglang.launch_server --tp 8",
        "python -m sglang.bench_offline_throughput --tp 8",
        "python -m sglang.benchmark.offline_throughput --tp 8",
        "python -m sglang.bench_one_batch --tp 8",
        "python -m sglang.bench_one_batch_server --tp 8",
        "python -m sglang.compile_deep_gemm --tp 8",
        "/opt/bin/sglang serve --tp 8",
    ],
)
def test_entry_points_that_take_server_options(command: str) -> None:
    tokens = _tokens(command)
    entry = entry_point(tokens)
    assert entry is not None
    assert tokens[entry].text == "--tp"


@pytest.mark.parametrize(
    "command", ["python -m sglang.bench_serving --tp 8", "python -m sglang_router.launch --tp 8"]
)
def test_other_modules_are_not_server_launches(command: str) -> None:
    assert entry_point(_tokens(command)) is None


def test_unique_prefixes_read_as_argparse_reads_them() -> None:
    options = parse_options(_tokens("--enable-hisp --kv-cache-dtyp fp8_e5m2 --kv-cache-dtype=x"))
    assert [(o.name, o.value) for o in options] == [
        ("enable-hisparse", None),
        ("kv-cache-dtype", "fp8_e5m2"),
        ("kv-cache-dtype", "x"),
    ]
    assert options[1].span == Span(14, 38)


@pytest.mark.parametrize(
    ("written", "canonical"),
    [
        ("kv-cache-dtyp", "kv-cache-dtype"),
        ("kv-cache-dtype", "kv-cache-dtype"),  # exact wins over longer names
        ("enable", "enable"),  # ambiguous: stays as written (argparse refuses it)
        ("enable-hisparse-mtp-hybrid", "enable-hisparse-mtp-hybrid"),  # unknown
        ("dsa-decode", "dsa-decode-backend"),
    ],
)
def test_canonical_option(written: str, canonical: str) -> None:
    assert canonical_option(written) == canonical


def test_server_option_names() -> None:
    assert is_server_option("enable-hisparse")
    assert is_server_option("kv-cache-dtype")
    assert not is_server_option("error")
    assert not is_server_option("enable_hisparse")


@pytest.mark.parametrize(
    ("name", "other"),
    [
        ("vllm/vllm-openai:latest", True),
        ("nvcr.io/nvidia/tritonserver:25.01-trtllm-python-py3", True),
        ("openmmlab/lmdeploy:latest", True),
        ("lmsysorg/sglang:v0.5.23-cu129", False),
        ("my-registry/sglang-vllm-compat:1", False),
        ("python:3.11", False),
    ],
)
def test_other_engines_are_told_by_name(name: str, other: bool) -> None:
    assert names_other_engine(name) is other
