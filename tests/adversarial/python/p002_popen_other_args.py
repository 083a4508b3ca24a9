from sglang.test.test_utils import popen_launch_server, DEFAULT_URL_FOR_TEST, DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH
import unittest


class TestHiSparse(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.process = popen_launch_server(
            "deepseek-ai/DeepSeek-V3.2-Exp",
            DEFAULT_URL_FOR_TEST,
            timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
            other_args=[
                "--tp", 8,
                "--enable-hisparse",
                "--disable-radix-cache",
                "--kv-cache-dtype", "fp8_e5m2",
            ],
        )

    def test_ok(self):
        pass
