import unittest

import requests

from sglang.srt.utils import kill_process_tree
from sglang.test.test_utils import (
    DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
    DEFAULT_URL_FOR_TEST,
    CustomTestCase,
    popen_launch_server,
)

KV_DTYPE = "fp8_e5m2"


class TestHiSparseServerInfo(CustomTestCase):
    @classmethod
    def setUpClass(cls):
        cls.model = "deepseek-ai/DeepSeek-V3.2"
        cls.base_url = DEFAULT_URL_FOR_TEST
        cls.process = popen_launch_server(
            cls.model,
            cls.base_url,
            timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
            other_args=["--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", KV_DTYPE, "--tp-size", "8"],
        )

    @classmethod
    def tearDownClass(cls):
        kill_process_tree(cls.process.pid)

    def test_server_info_reports_dtype(self):
        info = requests.get(self.base_url + "/get_server_info").json()
        self.assertEqual(info["kv_cache_dtype"], KV_DTYPE)
        self.assertTrue(info["enable_hisparse"])


if __name__ == "__main__":
    unittest.main()
