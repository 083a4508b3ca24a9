"""HiSparse vs dense baseline on the same KV format (nightly perf job)."""
import unittest

from sglang.srt.utils import kill_process_tree
from sglang.test.test_utils import (
    DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
    CustomTestCase,
    popen_launch_server,
    run_bench_serving,
)

MODEL = "deepseek-ai/DeepSeek-V3.2"
KV_ARGS = ["--kv-cache-dtype", "fp8_e5m2"]


class TestDenseBaseline(CustomTestCase):
    def test_throughput(self):
        proc = popen_launch_server(
            MODEL,
            "http://127.0.0.1:32001",
            timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
            other_args=[*KV_ARGS, "--tp-size", "8"],
        )
        try:
            run_bench_serving(base_url="http://127.0.0.1:32001", num_prompts=200)
        finally:
            kill_process_tree(proc.pid)


class TestHiSparse(CustomTestCase):
    def test_throughput(self):
        proc = popen_launch_server(
            MODEL,
            "http://127.0.0.1:32002",
            timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
            other_args=[*KV_ARGS, "--tp-size", "8", "--enable-hisparse", "--disable-radix-cache"],
        )
        try:
            run_bench_serving(base_url="http://127.0.0.1:32002", num_prompts=200)
        finally:
            kill_process_tree(proc.pid)


if __name__ == "__main__":
    unittest.main()
