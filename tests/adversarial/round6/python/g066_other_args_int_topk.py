from sglang.test.test_utils import DEFAULT_URL_FOR_TEST, popen_launch_server

process = popen_launch_server(
    "deepseek-ai/DeepSeek-V3.2",
    DEFAULT_URL_FOR_TEST,
    timeout=1800,
    other_args=[
        "--tp", 8,
        "--enable-hisparse", "--disable-radix-cache",
        "--speculative-algorithm", "EAGLE",
        "--speculative-num-steps", 3,
        "--speculative-eagle-topk", 2,
        "--speculative-num-draft-tokens", 4,
        "--mem-fraction-static", 0.8,
    ],
)
