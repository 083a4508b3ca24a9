from sglang.test.test_utils import (
    DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
    DEFAULT_URL_FOR_TEST,
    popen_launch_server,
)

OTHER_ARGS = [
    "--enable-hisparse"
    "--disable-radix-cache",
    "--kv-cache-dtype", "fp8_e4m3",
    "--tp-size", "8",
]

process = popen_launch_server(
    "deepseek-ai/DeepSeek-V3.2",
    DEFAULT_URL_FOR_TEST,
    timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
    other_args=OTHER_ARGS,
)
