import unittest

import requests

from sglang.srt.utils import kill_process_tree
from sglang.test.test_utils import (
    DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
    DEFAULT_URL_FOR_TEST,
    CustomTestCase,
    popen_launch_server,
)

MODEL = "deepseek-ai/DeepSeek-V3.2"


class HiSparseArgsMixin:
    other_args = [
        "--tp", 8,
        "--trust-remote-code",
        "--enable-hisparse",
        "--disable-radix-cache",
        "--kv-cache-dtype", "fp8_e5m2",
    ]


class ServerTestBase(CustomTestCase):
    other_args = ["--tp", 8, "--trust-remote-code"]

    @classmethod
    def setUpClass(cls):
        cls.base_url = DEFAULT_URL_FOR_TEST
        cls.process = popen_launch_server(
            MODEL,
            cls.base_url,
            timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
            other_args=cls.other_args,
        )

    @classmethod
    def tearDownClass(cls):
        kill_process_tree(cls.process.pid)

    def test_health(self):
        self.assertEqual(requests.get(self.base_url + "/health").status_code, 200)


class TestBaseline(ServerTestBase):
    pass


class TestHiSparseDecode(HiSparseArgsMixin, ServerTestBase):
    def test_generate(self):
        resp = requests.post(
            self.base_url + "/generate",
            json={"text": "1 + 1 =", "sampling_params": {"max_new_tokens": 4}},
        )
        self.assertIn("2", resp.json()["text"])


if __name__ == "__main__":
    unittest.main()
