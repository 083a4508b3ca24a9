import unittest

from sglang.srt.utils import kill_process_tree
from sglang.test.test_utils import DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH, DEFAULT_URL_FOR_TEST, CustomTestCase, popen_launch_server


class HiSparseBase(CustomTestCase):
    kv = "fp8_e4m3"
    extra = []

    @classmethod
    def setUpClass(cls):
        cls.process = popen_launch_server(
            "deepseek-ai/DeepSeek-V3.2",
            DEFAULT_URL_FOR_TEST,
            timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
            other_args=["--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", cls.kv, *cls.extra],
        )

    @classmethod
    def tearDownClass(cls):
        kill_process_tree(cls.process.pid)

    def test_ok(self):
        pass


class TestBf16(HiSparseBase):
    kv = "bfloat16"


class TestE5M2(HiSparseBase):
    kv = "fp8_e5m2"


if __name__ == "__main__":
    unittest.main()
