import unittest
from types import SimpleNamespace

from sglang.srt.utils import kill_process_tree
from sglang.test.run_eval import run_eval
from sglang.test.test_utils import (
    DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
    DEFAULT_URL_FOR_TEST,
    CustomTestCase,
    popen_launch_server,
)

MODEL = "deepseek-ai/DeepSeek-V3.2"


class TestHiSparseBase(CustomTestCase):
    @classmethod
    def server_args(cls):
        return [
            "--tp", "8",
            "--enable-hisparse",
            "--disable-radix-cache",
            "--kv-cache-dtype", "bfloat16",
        ]

    @classmethod
    def setUpClass(cls):
        cls.base_url = DEFAULT_URL_FOR_TEST
        cls.process = popen_launch_server(
            MODEL,
            cls.base_url,
            timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
            other_args=cls.server_args(),
        )

    @classmethod
    def tearDownClass(cls):
        kill_process_tree(cls.process.pid)

    def test_mmlu(self):
        args = SimpleNamespace(
            base_url=self.base_url,
            model=MODEL,
            eval_name="mmlu",
            num_examples=64,
            num_threads=32,
        )
        self.assertGreaterEqual(run_eval(args)["score"], 0.85)


class TestHiSparseChunkedPrefill(TestHiSparseBase):
    @classmethod
    def server_args(cls):
        return super().server_args() + [
            "--chunked-prefill-size", "4096",
            "--enable-mixed-chunk",
        ]


if __name__ == "__main__":
    unittest.main()
