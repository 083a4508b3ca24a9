from sglang.test.test_utils import DEFAULT_URL_FOR_TEST, popen_launch_pd_server

decode = popen_launch_pd_server(
    "deepseek-ai/DeepSeek-V3.2",
    "http://127.0.0.1:30001",
    timeout=1800,
    other_args=["--disaggregation-mode", "decode", "--tp", "8", "--enable-hisparse",
                "--kv-cache-dtype", "fp8_e4m3", "--disaggregation-decode-enable-radix-cache",
                "--disaggregation-transfer-backend", "mooncake"],
)
