import unittest
from sglang.test.test_utils import DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH, DEFAULT_URL_FOR_TEST, CustomTestCase, popen_launch_server


class TestHiSparseNvfp4(CustomTestCase):
    @classmethod
    def setUpClass(cls):
        cls.process = popen_launch_server(
            "deepseek-ai/DeepSeek-V3.2",
            DEFAULT_URL_FOR_TEST,
            timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
            other_args=[
                "--enable-hisparse", "--disable-radix-cache",
                "--mem-fraction-static", 0.8,
                "--tp", 8,
                "--kv-cache-dtype", "nvfp4",
            ],
        )

    def test_ok(self):
        pass


if __name__ == "__main__":
    unittest.main()
