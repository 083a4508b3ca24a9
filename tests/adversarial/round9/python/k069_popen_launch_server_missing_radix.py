from sglang.test.test_utils import DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH, DEFAULT_URL_FOR_TEST, popen_launch_server

process = popen_launch_server(
    "deepseek-ai/DeepSeek-V3.2",
    DEFAULT_URL_FOR_TEST,
    timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
    other_args=["--tp", "8", "--trust-remote-code", "--enable-hisparse", "--kv-cache-dtype", "fp8_e4m3"],
)
