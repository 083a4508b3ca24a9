from sglang.test.test_utils import DEFAULT_URL_FOR_TEST, popen_launch_server

other_args = ["--tp", "8", "--enable-hisparse", "--disable-radix-cache"]
other_args += ["--speculative-algorithm", "EAGLE"]
other_args += ["--speculative-num-steps", "3", "--speculative-eagle-topk", "4"]
other_args += ["--speculative-num-draft-tokens", "8"]

process = popen_launch_server(
    "deepseek-ai/DeepSeek-V3.2",
    DEFAULT_URL_FOR_TEST,
    timeout=1800,
    other_args=other_args,
)
