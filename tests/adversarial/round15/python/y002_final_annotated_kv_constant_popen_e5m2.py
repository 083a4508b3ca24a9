"""Nightly long-context regression for the HiSparse DSA server."""
from __future__ import annotations

import unittest
from typing import Final

import requests

from sglang.srt.utils import kill_process_tree
from sglang.test.test_utils import (
    DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
    DEFAULT_URL_FOR_TEST,
    CustomTestCase,
    popen_launch_server,
)

MODEL: Final = "deepseek-ai/DeepSeek-V3.2"
KV_CACHE_DTYPE: Final[str] = "fp8_e5m2"


class TestHiSparseLongContext(CustomTestCase):
    @classmethod
    def setUpClass(cls):
        cls.base_url = DEFAULT_URL_FOR_TEST
        cls.process = popen_launch_server(
            MODEL,
            cls.base_url,
            timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
            other_args=[
                "--tp", 8,
                "--trust-remote-code",
                "--enable-hisparse",
                "--disable-radix-cache",
                "--kv-cache-dtype", KV_CACHE_DTYPE,
                "--hisparse-config", '{"top_k": 2048}',
            ],
        )

    @classmethod
    def tearDownClass(cls):
        kill_process_tree(cls.process.pid)

    def test_needle_128k(self):
        resp = requests.post(
            f"{self.base_url}/generate",
            json={"text": "needle " * 30000, "sampling_params": {"max_new_tokens": 8}},
            timeout=600,
        )
        self.assertEqual(resp.status_code, 200)


if __name__ == "__main__":
    unittest.main()
