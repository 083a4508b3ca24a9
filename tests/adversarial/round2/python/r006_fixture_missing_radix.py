import pytest
from sglang.srt.utils import kill_process_tree
from sglang.test.test_utils import DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH, DEFAULT_URL_FOR_TEST, popen_launch_server


@pytest.fixture(scope="module")
def server():
    proc = popen_launch_server(
        "deepseek-ai/DeepSeek-V3.2",
        DEFAULT_URL_FOR_TEST,
        timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
        other_args=["--enable-hisparse", "--kv-cache-dtype", "fp8_e4m3", "--tp", "8"],
    )
    yield proc
    kill_process_tree(proc.pid)


def test_health(server):
    assert server.poll() is None
