import unittest

from sglang.srt.utils import kill_process_tree
from sglang.test.test_utils import (
    DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
    CustomTestCase,
    popen_launch_server,
)

MODEL = "deepseek-ai/DeepSeek-V3.2"
DEFAULT_ARGS = ["--tp-size", "8", "--kv-cache-dtype", "fp8_e5m2", "--mem-fraction-static", "0.8"]


class TestBaseline(CustomTestCase):
    """fp8_e5m2 dense baseline: the reference numbers of the dashboard."""

    @classmethod
    def setUpClass(cls):
        cls.process = popen_launch_server(
            MODEL, "http://127.0.0.1:31001", timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
            other_args=DEFAULT_ARGS,
        )

    @classmethod
    def tearDownClass(cls):
        kill_process_tree(cls.process.pid)

    def test_up(self):
        self.assertIsNone(self.process.poll())


class TestHiSparse(TestBaseline):
    @classmethod
    def setUpClass(cls):
        cls.process = popen_launch_server(
            MODEL, "http://127.0.0.1:31002", timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
            other_args=DEFAULT_ARGS + ["--enable-hisparse"],
        )


if __name__ == "__main__":
    unittest.main()
