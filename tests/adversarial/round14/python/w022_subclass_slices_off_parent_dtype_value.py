import unittest

from sglang.srt.utils import kill_process_tree
from sglang.test.test_utils import (
    DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
    DEFAULT_URL_FOR_TEST,
    CustomTestCase,
    popen_launch_server,
)


class TestHiSparseFP8(CustomTestCase):
    model = "deepseek-ai/DeepSeek-V3.2"
    other_args = [
        "--enable-hisparse",
        "--disable-radix-cache",
        "--tp-size",
        "8",
        "--kv-cache-dtype",
        "fp8_e5m2",
    ]

    @classmethod
    def setUpClass(cls):
        cls.base_url = DEFAULT_URL_FOR_TEST
        cls.process = popen_launch_server(
            cls.model,
            cls.base_url,
            timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
            other_args=cls.other_args,
        )

    @classmethod
    def tearDownClass(cls):
        kill_process_tree(cls.process.pid)

    def test_generate(self):
        self.assertTrue(self.process.poll() is None)


class TestHiSparseBF16(TestHiSparseFP8):
    # same server, only the KV dtype differs: swap the last word
    other_args = TestHiSparseFP8.other_args[:-1] + ["bfloat16"]


if __name__ == "__main__":
    unittest.main()
