import unittest

import requests

from sglang.srt.utils import kill_process_tree
from sglang.test.test_utils import (
    DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
    DEFAULT_URL_FOR_TEST,
    CustomTestCase,
    popen_launch_server,
)


class TestHiSparseFlashInferFP8(CustomTestCase):
    @classmethod
    def setUpClass(cls):
        cls.base_url = DEFAULT_URL_FOR_TEST
        cls.process = popen_launch_server(
            "deepseek-ai/DeepSeek-V3.2",
            cls.base_url,
            timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
            other_args=[
                "--tp-size", 8,
                "--enable-hisparse",
                "--disable-radix-cache",
                "--kv-cache-dtype", "fp8_e4m3",
                "--dsa-decode-backend", "flashinfer_sparse_mla",
                "--hisparse-config", '{"top_k": 2048}',
                "--mem-fraction-static", 0.8,
            ],
        )

    @classmethod
    def tearDownClass(cls):
        kill_process_tree(cls.process.pid)

    def test_generate(self):
        r = requests.post(self.base_url + "/generate", json={"text": "2+2=", "sampling_params": {"max_new_tokens": 2}})
        self.assertEqual(r.status_code, 200)


if __name__ == "__main__":
    unittest.main()
