import pytest

from sglang.srt.server_args import prepare_server_args

BASE = ["--model-path", "deepseek-ai/DeepSeek-V3.2", "--enable-hisparse", "--disable-radix-cache"]
REFUSED = [
    ["--kv-cache-dtype", "fp8_e5m2"],
    ["--enable-mixed-chunk"],
    ["--speculative-algorithm", "EAGLE", "--speculative-num-steps", "3", "--speculative-eagle-topk", "4", "--speculative-num-draft-tokens", "8"],
]


@pytest.mark.parametrize("extra", REFUSED)
def test_refused(extra):
    with pytest.raises((AssertionError, ValueError)):
        prepare_server_args(BASE + extra)
