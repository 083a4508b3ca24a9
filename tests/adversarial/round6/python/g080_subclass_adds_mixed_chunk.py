import unittest

from sglang.test.test_utils import DEFAULT_URL_FOR_TEST, CustomTestCase, popen_launch_server


class TestHiSparseBase(CustomTestCase):
    other_args = ["--tp", "8", "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e4m3"]

    @classmethod
    def setUpClass(cls):
        cls.process = popen_launch_server("deepseek-ai/DeepSeek-V3.2", DEFAULT_URL_FOR_TEST, timeout=1800, other_args=cls.other_args)


class TestHiSparseMixedChunk(TestHiSparseBase):
    other_args = TestHiSparseBase.other_args + ["--enable-mixed-chunk", "--chunked-prefill-size", "4096"]


if __name__ == "__main__":
    unittest.main()
