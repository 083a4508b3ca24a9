import pytest
import requests

from sglang.srt.utils import kill_process_tree
from sglang.test.test_utils import DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH, popen_launch_server

URL = "http://127.0.0.1:31600"


@pytest.fixture(scope="module", params=["bfloat16", "fp8_e5m2"], ids=["bf16", "fp8"])
def hisparse_server(request):
    proc = popen_launch_server(
        "deepseek-ai/DeepSeek-V3.2",
        URL,
        timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
        other_args=["--tp", "8", "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", request.param],
    )
    yield URL
    kill_process_tree(proc.pid)


def test_short_generation(hisparse_server):
    r = requests.post(hisparse_server + "/generate", json={"text": "1+1=", "sampling_params": {"max_new_tokens": 4}})
    assert r.status_code == 200
