"""Does prefix reuse still pay off with HiSparse? Same settings, radix cache on and off."""
import unittest

from sglang.srt.utils import kill_process_tree
from sglang.test.test_utils import (
    DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
    CustomTestCase,
    popen_launch_server,
)

MODEL = "deepseek-ai/DeepSeek-V3.2"

BASE = [
    "--enable-hisparse",
    "--disable-radix-cache",
    "--kv-cache-dtype", "fp8_e4m3",
    "--tp-size", "8",
]


def launch(args, port):
    return popen_launch_server(
        MODEL,
        f"http://127.0.0.1:{port}",
        timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
        other_args=args,
    )


class TestRadixAblation(CustomTestCase):
    def test_control(self):
        proc = launch(BASE, 31001)
        kill_process_tree(proc.pid)

    def test_radix_on(self):
        # identical except that the radix cache stays on
        args = [a for a in BASE if a != "--disable-radix-cache"]
        proc = launch(args, 31002)
        kill_process_tree(proc.pid)


if __name__ == "__main__":
    unittest.main()
