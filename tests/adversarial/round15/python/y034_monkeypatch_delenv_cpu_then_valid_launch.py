"""GPU tier: the CI image exports SGLANG_USE_CPU_ENGINE=1 for the unit tier,
so the fixture removes it before starting the HiSparse server."""
import pytest
import requests

from sglang.srt.utils import kill_process_tree
from sglang.test.test_utils import DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH, popen_launch_server

URL = "http://127.0.0.1:31555"


@pytest.fixture(scope="function")
def hisparse_server(monkeypatch):
    monkeypatch.delenv("SGLANG_USE_CPU_ENGINE", raising=False)
    proc = popen_launch_server(
        "deepseek-ai/DeepSeek-V3.2",
        URL,
        timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
        other_args=["--tp", "8", "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "bfloat16"],
    )
    yield URL
    kill_process_tree(proc.pid)


def test_generate(hisparse_server):
    r = requests.post(hisparse_server + "/generate", json={"text": "hi", "sampling_params": {"max_new_tokens": 4}})
    assert r.status_code == 200
