import unittest

import requests

from sglang.srt.utils import kill_process_tree
from sglang.test.test_utils import (
    DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
    DEFAULT_URL_FOR_TEST,
    CustomTestCase,
    popen_launch_server,
)

MODEL = "deepseek-ai/DeepSeek-V3.2"


class TestHiSparseHealth(CustomTestCase):
    # Copied from the CPU suite template. popen_launch_server keeps its default
    # device="auto", which appends "--device <detected>" after other_args.
    other_args = [
        "--device", "cpu",
        "--tp", "8",
        "--enable-hisparse",
        "--disable-radix-cache",
        "--kv-cache-dtype", "fp8_e4m3",
    ]

    @classmethod
    def setUpClass(cls):
        cls.process = popen_launch_server(
            MODEL,
            DEFAULT_URL_FOR_TEST,
            timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
            other_args=cls.other_args,
        )

    @classmethod
    def tearDownClass(cls):
        kill_process_tree(cls.process.pid)

    def test_health(self):
        self.assertTrue(requests.get(DEFAULT_URL_FOR_TEST + "/health").ok)


if __name__ == "__main__":
    unittest.main()
