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
NEEDLE = "The secret passphrase is blue-harbor-17."


def needle_prompt(n_tokens):
    filler = "The grass is green. The sky is blue. " * (n_tokens // 10)
    half = len(filler) // 2
    return filler[:half] + NEEDLE + filler[half:] + "\nWhat is the secret passphrase?"


class TestHiSparseLongContext(CustomTestCase):
    @classmethod
    def setUpClass(cls):
        cls.base_url = DEFAULT_URL_FOR_TEST
        cls.process = popen_launch_server(
            MODEL,
            cls.base_url,
            timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
            other_args=[
                "--tp", "8",
                "--enable-hisparse",
                "--disable-radix-cache",
                "--kv-cache-dtype", "fp8_e5m2",
                "--context-length", "163840",
            ],
        )

    @classmethod
    def tearDownClass(cls):
        kill_process_tree(cls.process.pid)

    def _ask(self, n_tokens):
        r = requests.post(
            self.base_url + "/generate",
            json={"text": needle_prompt(n_tokens), "sampling_params": {"max_new_tokens": 16}},
        )
        return r.json()["text"]

    def test_needle_32k(self):
        self.assertIn("blue-harbor-17", self._ask(32_000))

    @unittest.expectedFailure
    def test_needle_160k(self):
        # known recall drop past 128k with top_k=2048 (tracked in #1834)
        self.assertIn("blue-harbor-17", self._ask(160_000))


if __name__ == "__main__":
    unittest.main()
