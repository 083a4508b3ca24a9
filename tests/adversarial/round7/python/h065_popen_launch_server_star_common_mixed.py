from sglang.test.test_utils import DEFAULT_URL_FOR_TEST, DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH, popen_launch_server

COMMON = ["--tp", "8", "--trust-remote-code", "--enable-hisparse", "--disable-radix-cache"]


def start():
    return popen_launch_server(
        "deepseek-ai/DeepSeek-V3.2",
        DEFAULT_URL_FOR_TEST,
        timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
        other_args=[*COMMON, "--enable-mixed-chunk", "--chunked-prefill-size", "4096"],
    )
