from sglang.test.test_utils import DEFAULT_URL_FOR_TEST, popen_launch_server

process = popen_launch_server(
    "deepseek-ai/DeepSeek-V3.2",
    DEFAULT_URL_FOR_TEST,
    timeout=1200,
    other_args=["--tp", "8", "--disaggregation-mode", "decode", "--disaggregation-transfer-backend", "mooncake",
                "--enable-hisparse", "--kv-cache-dtype", "fp8_e4m3"],
)
