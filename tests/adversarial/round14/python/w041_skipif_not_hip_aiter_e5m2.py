import os
import unittest

from sglang.srt.utils import is_hip, kill_process_tree
from sglang.test.test_utils import (
    DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
    DEFAULT_URL_FOR_TEST,
    CustomTestCase,
    popen_launch_server,
)


@unittest.skipIf(not is_hip(), "AMD Instinct only")
class TestHiSparseMI300X(CustomTestCase):
    @classmethod
    def setUpClass(cls):
        cls.process = popen_launch_server(
            "deepseek-ai/DeepSeek-V3.2",
            DEFAULT_URL_FOR_TEST,
            timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
            other_args=[
                "--enable-hisparse",
                "--disable-radix-cache",
                "--dsa-decode-backend", "aiter",
                "--kv-cache-dtype", "fp8_e5m2",
                "--tp-size", "8",
            ],
            env={**os.environ, "SGLANG_USE_AITER": "1"},
        )

    @classmethod
    def tearDownClass(cls):
        kill_process_tree(cls.process.pid)

    def test_up(self):
        self.assertIsNone(self.process.poll())


if __name__ == "__main__":
    unittest.main()
