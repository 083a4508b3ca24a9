import pytest

from sglang.srt.utils import kill_process_tree
from sglang.test.test_utils import (
    DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
    DEFAULT_URL_FOR_TEST,
    popen_launch_server,
)

MODEL = "deepseek-ai/DeepSeek-V3.2-Exp"
BASE_ARGS = ["--trust-remote-code", "--enable-hisparse", "--disable-radix-cache"]


@pytest.mark.parametrize(
    "extra_args",
    [
        pytest.param(["--kv-cache-dtype", "fp8_e4m3"], id="fp8"),
        pytest.param(
            ["--kv-cache-dtype", "bfloat16"],
            id="bf16",
        ),
        pytest.param(["--kv-cache-dtype", "fp8_e4m3"], id="fp8-e4m3"),
    ],
)
def test_hisparse_launch(extra_args):
    process = popen_launch_server(
        MODEL,
        DEFAULT_URL_FOR_TEST,
        timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
        other_args=BASE_ARGS + extra_args,
    )
    kill_process_tree(process.pid)


@pytest.mark.parametrize("device", ["cuda", "cpu"])
def test_device_smoke(device):
    process = popen_launch_server(
        MODEL,
        DEFAULT_URL_FOR_TEST,
        timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
        other_args=BASE_ARGS + ["--kv-cache-dtype", "bfloat16", "--device", device],
    )
    kill_process_tree(process.pid)
