import unittest

from sglang.test.test_utils import (
    DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
    DEFAULT_URL_FOR_TEST,
    CustomTestCase,
    popen_launch_server,
)

MODEL = "deepseek-ai/DeepSeek-V3.2"


class TestHiSparseRejects(CustomTestCase):
    def assertLaunchRejected(self, *extra):
        with self.assertRaises(Exception):
            popen_launch_server(
                MODEL,
                DEFAULT_URL_FOR_TEST,
                timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
                other_args=["--tp", "8", "--enable-hisparse", "--disable-radix-cache", *extra],
            )

    def test_e5m2(self):
        self.assertLaunchRejected("--kv-cache-dtype", "fp8_e5m2")

    def test_mixed_chunk(self):
        self.assertLaunchRejected("--enable-mixed-chunk")

    def test_topk(self):
        self.assertLaunchRejected(
            "--speculative-algorithm", "EAGLE", "--speculative-eagle-topk", "4"
        )


if __name__ == "__main__":
    unittest.main()
