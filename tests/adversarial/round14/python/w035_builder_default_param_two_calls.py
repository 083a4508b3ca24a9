import unittest

from sglang.srt.utils import kill_process_tree
from sglang.test.test_utils import (
    DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
    DEFAULT_URL_FOR_TEST,
    CustomTestCase,
    popen_launch_server,
)


def hisparse_args(kv_cache_dtype: str = "fp8_e5m2") -> list[str]:
    return [
        "--enable-hisparse",
        "--disable-radix-cache",
        "--kv-cache-dtype",
        kv_cache_dtype,
        "--tp-size",
        "8",
    ]


class _HiSparseBase(CustomTestCase):
    other_args: list[str] = []

    @classmethod
    def setUpClass(cls):
        cls.process = popen_launch_server(
            "deepseek-ai/DeepSeek-V3.2",
            DEFAULT_URL_FOR_TEST,
            timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
            other_args=cls.other_args,
        )

    @classmethod
    def tearDownClass(cls):
        kill_process_tree(cls.process.pid)


class TestHiSparseDefault(_HiSparseBase):
    other_args = hisparse_args()

    def test_up(self):
        self.assertIsNone(self.process.poll())


class TestHiSparseBF16(_HiSparseBase):
    other_args = hisparse_args("bfloat16")

    def test_up(self):
        self.assertIsNone(self.process.poll())


if __name__ == "__main__":
    unittest.main()
