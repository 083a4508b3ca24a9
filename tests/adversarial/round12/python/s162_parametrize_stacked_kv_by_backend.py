import pytest
import requests

from sglang.srt.utils import kill_process_tree
from sglang.test.test_utils import (
    DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
    DEFAULT_URL_FOR_TEST,
    popen_launch_server,
)

MODEL = "deepseek-ai/DeepSeek-V3.2"


@pytest.mark.parametrize("kv_dtype", ["bfloat16", "fp8_e4m3"])
@pytest.mark.parametrize("backend", ["flashmla_sparse", "flashmla_kv"])
def test_hisparse_backend_matrix(kv_dtype, backend):
    proc = popen_launch_server(
        MODEL,
        DEFAULT_URL_FOR_TEST,
        timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
        other_args=[
            "--tp", "8",
            "--enable-hisparse",
            "--disable-radix-cache",
            "--kv-cache-dtype", kv_dtype,
            "--dsa-prefill-backend", backend,
            "--dsa-decode-backend", backend,
        ],
    )
    try:
        r = requests.post(
            DEFAULT_URL_FOR_TEST + "/generate",
            json={"text": "2 + 2 =", "sampling_params": {"max_new_tokens": 4}},
        )
        assert "4" in r.json()["text"]
    finally:
        kill_process_tree(proc.pid)
