import unittest

from sglang.srt.utils import kill_process_tree
from sglang.test.test_utils import (
    DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
    DEFAULT_URL_FOR_TEST,
    CustomTestCase,
    popen_launch_server,
)


class TestHiSparseBf16(CustomTestCase):
    @classmethod
    def setUpClass(cls):
        cls.process = popen_launch_server(
            "zai-org/GLM-5",
            DEFAULT_URL_FOR_TEST,
            timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
            other_args=[
                "--tp=8",
                "--enable-hisparse",
                "--disable-radix-cache",
                "--kv-cache-dtype=bfloat16",
                "--dsa-prefill-backend=flashmla_sparse",
                "--dsa-decode-backend=flashmla_sparse",
                "--hisparse-config={\"top_k\": 2048, \"device_buffer_size\": 4096}",
            ],
        )

    @classmethod
    def tearDownClass(cls):
        kill_process_tree(cls.process.pid)

    def test_alive(self):
        self.assertIsNone(self.process.poll())


if __name__ == "__main__":
    unittest.main()
