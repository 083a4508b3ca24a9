import pytest
import requests

from sglang.srt.utils import kill_process_tree
from sglang.test.test_utils import (
    DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
    DEFAULT_URL_FOR_TEST,
    popen_launch_server,
)

MODEL = "deepseek-ai/DeepSeek-V3.2"
HISPARSE = ["--tp", "8", "--enable-hisparse", "--disable-radix-cache"]


def start(extra):
    return popen_launch_server(
        MODEL,
        DEFAULT_URL_FOR_TEST,
        timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
        other_args=HISPARSE + extra,
    )


def test_linear_mtp_serves():
    proc = start(["--kv-cache-dtype", "fp8_e4m3", "--speculative-algorithm", "EAGLE",
                  "--speculative-num-steps", "3", "--speculative-eagle-topk", "1"])
    try:
        assert requests.get(DEFAULT_URL_FOR_TEST + "/health").ok
    finally:
        kill_process_tree(proc.pid)


def test_tree_mtp_is_refused():
    with pytest.raises(Exception, match="exited"):
        start(["--kv-cache-dtype", "fp8_e4m3", "--speculative-algorithm", "EAGLE",
               "--speculative-num-steps", "3", "--speculative-eagle-topk", "4",
               "--speculative-num-draft-tokens", "8"])
