import unittest
from types import SimpleNamespace

from parameterized import parameterized

from sglang.srt.utils import kill_process_tree
from sglang.test.run_eval import run_eval
from sglang.test.test_utils import (
    DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
    DEFAULT_URL_FOR_TEST,
    CustomTestCase,
    popen_launch_server,
)

MODEL = "deepseek-ai/DeepSeek-V3.2"


class TestHiSparseKVDtypes(CustomTestCase):
    @parameterized.expand(
        [
            ("bf16", "bfloat16"),
            ("fp8", "fp8_e4m3"),
            ("e5m2", "fp8_e5m2"),
        ]
    )
    def test_mmlu(self, _name, kv_dtype):
        process = popen_launch_server(
            MODEL,
            DEFAULT_URL_FOR_TEST,
            timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
            other_args=[
                "--tp", "8",
                "--enable-hisparse",
                "--disable-radix-cache",
                "--kv-cache-dtype", kv_dtype,
            ],
        )
        try:
            metrics = run_eval(
                SimpleNamespace(
                    base_url=DEFAULT_URL_FOR_TEST,
                    model=MODEL,
                    eval_name="mmlu",
                    num_examples=64,
                    num_threads=32,
                )
            )
            self.assertGreater(metrics["score"], 0.8)
        finally:
            kill_process_tree(process.pid)


if __name__ == "__main__":
    unittest.main()
