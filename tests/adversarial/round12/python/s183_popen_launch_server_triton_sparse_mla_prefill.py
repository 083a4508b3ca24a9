import unittest

from sglang.srt.utils import kill_process_tree
from sglang.test.few_shot_gsm8k import run_eval as run_gsm8k
from sglang.test.test_utils import (
    DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
    DEFAULT_URL_FOR_TEST,
    CustomTestCase,
    popen_launch_server,
)

MODEL = "deepseek-ai/DeepSeek-V3.2"


class TestHiSparseTritonUnion(CustomTestCase):
    @classmethod
    def setUpClass(cls):
        cls.base_url = DEFAULT_URL_FOR_TEST
        cls.process = popen_launch_server(
            MODEL,
            cls.base_url,
            timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
            other_args=[
                "--tp", 8,
                "--enable-hisparse",
                "--disable-radix-cache",
                "--kv-cache-dtype", "bfloat16",
                "--dsa-prefill-backend", "triton_sparse_mla",
                "--dsa-triton-union", 2,
            ],
        )

    @classmethod
    def tearDownClass(cls):
        kill_process_tree(cls.process.pid)

    def test_gsm8k(self):
        from types import SimpleNamespace

        port = int(self.base_url.split(":")[-1])
        args = SimpleNamespace(
            num_shots=5, data_path=None, num_questions=200, max_new_tokens=512,
            parallel=64, host="http://127.0.0.1", port=port, temperature=0.0,
        )
        self.assertGreater(run_gsm8k(args)["accuracy"], 0.9)


if __name__ == "__main__":
    unittest.main()
