import subprocess

import pytest

BASE = ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8",
        "--enable-hisparse", "--disable-radix-cache"]


@pytest.fixture
def server(request):
    proc = subprocess.Popen(BASE + list(request.param))
    yield proc
    proc.terminate()


@pytest.mark.parametrize("server", [["--kv-cache-dtype", "fp8_e5m2"]], indirect=True)
def test_generate(server):
    assert server.poll() is None
