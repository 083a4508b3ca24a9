import unittest
from sglang.test.test_utils import popen_launch_server, DEFAULT_URL_FOR_TEST


class TestHiSparseRejects(unittest.TestCase):
    def test_rejects_e5m2(self):
        with self.assertRaises(Exception):
            popen_launch_server(
                "deepseek-ai/DeepSeek-V3.2-Exp",
                DEFAULT_URL_FOR_TEST,
                timeout=120,
                other_args=["--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e5m2"],
            )
