import unittest

from sglang.test.test_utils import DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH, DEFAULT_URL_FOR_TEST, CustomTestCase, popen_launch_server


class TestHiSparseGSM8K(CustomTestCase):
    @classmethod
    def setUpClass(cls):
        cls.process = popen_launch_server(
            "deepseek-ai/DeepSeek-V3.2",
            DEFAULT_URL_FOR_TEST,
            timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
            other_args=["--tp", 8, "--enable-hisparse", "--kv-cache-dtype", "fp8_e4m3", "--mem-fraction-static", 0.8],
        )


if __name__ == "__main__":
    unittest.main()
