import unittest

from sglang.srt.utils import kill_process_tree
from sglang.test.test_utils import (
    DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
    DEFAULT_URL_FOR_TEST,
    CustomTestCase,
    popen_launch_server,
)

MODEL = "deepseek-ai/DeepSeek-V3.2-Exp"
KV = "fp8_e5m2"


class TestHiSparseGsm8k(CustomTestCase):
    @classmethod
    def setUpClass(cls):
        cls.process = popen_launch_server(
            MODEL,
            DEFAULT_URL_FOR_TEST,
            timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
            other_args=[
                "--enable-hisparse",
                "--disable-radix-cache",
                "--kv-cache-dtype=" + KV,
                "--tp", "8",
            ],
        )

    @classmethod
    def tearDownClass(cls):
        kill_process_tree(cls.process.pid)

    def test_gsm8k(self):
        from sglang.test.few_shot_gsm8k import run_eval

        metrics = run_eval(type("Args", (), dict(num_shots=5, data_path=None, num_questions=200,
                                                 max_new_tokens=512, parallel=64,
                                                 host="http://127.0.0.1", port=int(DEFAULT_URL_FOR_TEST.split(":")[-1])))())
        self.assertGreater(metrics["accuracy"], 0.9)


if __name__ == "__main__":
    unittest.main()
