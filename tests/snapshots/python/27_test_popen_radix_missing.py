"""
Usage:
python3 -m unittest test_hisparse_dsv32_tp8.TestHiSparseDSV32TP8.test_gsm8k
"""

import unittest
from types import SimpleNamespace

from sglang.srt.utils import kill_process_tree
from sglang.test.few_shot_gsm8k import run_eval as run_eval_few_shot_gsm8k
from sglang.test.test_utils import (
    DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
    DEFAULT_URL_FOR_TEST,
    CustomTestCase,
    popen_launch_server,
)

DSV32_MODEL_PATH = "deepseek-ai/DeepSeek-V3.2-Exp"


class TestHiSparseDSV32TP8(CustomTestCase):
    @classmethod
    def setUpClass(cls):
        cls.model = DSV32_MODEL_PATH
        cls.base_url = DEFAULT_URL_FOR_TEST
        cls.process = popen_launch_server(
            cls.model,
            cls.base_url,
            timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
            other_args=[
                "--trust-remote-code",
                "--tp",
                "8",
                "--kv-cache-dtype",
                "fp8_e4m3",
                # sparse attention with a host-side KV pool
                "--enable-hisparse",
                "--disable-radix-cache",
                "--hisparse-config",
                '{"top_k": 2048, "device_buffer_size": 4096}',
            ],
        )

    @classmethod
    def tearDownClass(cls):
        kill_process_tree(cls.process.pid)

    def test_gsm8k(self):
        args = SimpleNamespace(
            num_shots=5,
            data_path=None,
            num_questions=200,
            max_new_tokens=512,
            parallel=128,
            host="http://127.0.0.1",
            port=int(self.base_url.split(":")[-1]),
        )
        metrics = run_eval_few_shot_gsm8k(args)
        print(f"{metrics=}")
        self.assertGreater(metrics["accuracy"], 0.93)


if __name__ == "__main__":
    unittest.main()
