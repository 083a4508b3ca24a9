import unittest

from sglang.test.test_utils import (
    DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
    DEFAULT_URL_FOR_TEST,
    CustomTestCase,
    popen_launch_server,
)


class TestHiSparseMixedBackends(CustomTestCase):
    @classmethod
    def setUpClass(cls):
        cls.process = popen_launch_server(
            "deepseek-ai/DeepSeek-V3.2",
            DEFAULT_URL_FOR_TEST,
            timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
            other_args=[
                "--enable-hisparse",
                "--disable-radix-cache",
                "--kv-cache-dtype=fp8_e4m3",
                "--dsa-prefill-backend=flashinfer_sparse_mla",
                "--dsa-decode-backend=flashmla_kv",
                "--tp-size=8",
            ],
        )

    def test_alive(self):
        self.assertIsNone(self.process.poll())


if __name__ == "__main__":
    unittest.main()
