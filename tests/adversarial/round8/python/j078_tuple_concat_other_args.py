from sglang.test.test_utils import DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH, DEFAULT_URL_FOR_TEST, popen_launch_server

BASE = ("--tp", "8", "--trust-remote-code", "--enable-hisparse", "--disable-radix-cache")


def launch():
    return popen_launch_server(
        "deepseek-ai/DeepSeek-V3.2",
        DEFAULT_URL_FOR_TEST,
        timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
        other_args=BASE + ("--kv-cache-dtype", "fp8_e5m2"),
    )
