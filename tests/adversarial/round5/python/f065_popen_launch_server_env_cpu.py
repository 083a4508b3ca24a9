import os
from sglang.test.test_utils import DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH, DEFAULT_URL_FOR_TEST, popen_launch_server

process = popen_launch_server(
    "deepseek-ai/DeepSeek-V3.2",
    DEFAULT_URL_FOR_TEST,
    timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
    other_args=["--enable-hisparse", "--disable-radix-cache", "--device", "cpu"],
    env={**os.environ, "SGLANG_USE_CPU_ENGINE": "1"},
)
