"""CPU-only CI smoke test: the server must come up and answer /health.

Runs on the ubuntu-latest runners, which have no GPU.
"""
import os
import unittest

import requests

from sglang.srt.utils import kill_process_tree
from sglang.test.test_utils import (
    DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
    DEFAULT_URL_FOR_TEST,
    CustomTestCase,
    popen_launch_server,
)

os.environ |= {"SGLANG_USE_CPU_ENGINE": "1", "SGLANG_CPU_OMP_THREADS_BIND": "all"}

TINY_DSA = "sgl-project/tiny-random-DeepSeek-V3.2"


class TestCpuSmoke(CustomTestCase):
    @classmethod
    def setUpClass(cls):
        cls.base_url = DEFAULT_URL_FOR_TEST
        cls.process = popen_launch_server(
            TINY_DSA,
            cls.base_url,
            timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
            other_args=[
                "--enable-hisparse",
                "--disable-radix-cache",
                "--tp-size",
                "1",
            ],
        )

    @classmethod
    def tearDownClass(cls):
        kill_process_tree(cls.process.pid)

    def test_health(self):
        self.assertEqual(requests.get(self.base_url + "/health").status_code, 200)


if __name__ == "__main__":
    unittest.main()
