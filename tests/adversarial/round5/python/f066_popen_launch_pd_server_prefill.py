from sglang.test.test_utils import DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH, popen_launch_pd_server

prefill_args = [
    "--trust-remote-code",
    "--disaggregation-mode", "prefill",
    "--tp", 4,
    "--enable-hisparse",
    "--kv-cache-dtype", "fp8_e4m3",
]
prefill = popen_launch_pd_server(
    "deepseek-ai/DeepSeek-V3.2", "http://127.0.0.1:21000", timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH, other_args=prefill_args
)
