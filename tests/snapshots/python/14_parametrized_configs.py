"""Accuracy matrix for HiSparse: each case is a list of extra server args."""

import pytest

from sglang.test.test_utils import DEFAULT_URL_FOR_TEST, popen_launch_server

BASE_ARGS = ("--trust-remote-code", "--tp", "8", "--disable-radix-cache")

CASES = {
    "bf16": ["--enable-hisparse", "--kv-cache-dtype", "bfloat16"],
    "fp8": [
        "--enable-hisparse",
        "--kv-cache-dtype", "fp8_e4m3",
    ],
    "fp8-e5m2": ["--enable-hisparse", "--kv-cache-dtype=fp8_e4m3"],
}

SERVER_CONFIG = {
    "model-path": "deepseek-ai/DeepSeek-V3.2-Exp",
    "enable-hisparse": True,
    "disable-radix-cache": True,
    "kv-cache-dtype": "fp8_e4m3",
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_accuracy(name):
    process = popen_launch_server(
        "deepseek-ai/DeepSeek-V3.2-Exp",
        DEFAULT_URL_FOR_TEST,
        timeout=1800,
        other_args=[*BASE_ARGS, *CASES[name]],
    )
    process.kill()
