import unittest
from types import SimpleNamespace

from sglang.srt.utils import kill_process_tree
from sglang.test.few_shot_gsm8k import run_eval
from sglang.test.test_utils import (
    DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
    DEFAULT_URL_FOR_TEST,
    CustomTestCase,
    popen_launch_server,
)


class TestDeepseekV32HiSparse(CustomTestCase):
    @classmethod
    def setUpClass(cls):
        cls.model = "deepseek-ai/DeepSeek-V3.2"
        cls.base_url = DEFAULT_URL_FOR_TEST
        other_args = [
            "--trust-remote-code",
            "--tp",
            "8",
            "--enable-hisparse",
            "--disable-radix-cache",
            "--kv-cache-dtype",
            "fp8_e5m2",
        ]
        cls.process = popen_launch_server(
            cls.model,
            cls.base_url,
            timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
            other_args=other_args,
        )

    @classmethod
    def tearDownClass(cls):
        kill_process_tree(cls.process.pid)

    def test_gsm8k(self):
        args = SimpleNamespace(num_shots=5, data_path=None, num_questions=200, max_new_tokens=512,
                               parallel=128, host="http://127.0.0.1", port=int(self.base_url.split(":")[-1]))
        metrics = run_eval(args)
        self.assertGreater(metrics["accuracy"], 0.93)


if __name__ == "__main__":
    unittest.main()
