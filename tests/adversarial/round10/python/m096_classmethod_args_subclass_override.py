import unittest

from sglang.test.test_utils import DEFAULT_URL_FOR_TEST, popen_launch_server


class HiSparseBase(unittest.TestCase):
    KV = "bfloat16"

    @classmethod
    def server_args(cls):
        return ["--tp", "8", "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", cls.KV]

    @classmethod
    def setUpClass(cls):
        cls.process = popen_launch_server("deepseek-ai/DeepSeek-V3.2", DEFAULT_URL_FOR_TEST, timeout=1200, other_args=cls.server_args())

    @classmethod
    def tearDownClass(cls):
        cls.process.kill()


class TestE5M2(HiSparseBase):
    KV = "fp8_e5m2"

    def test_ok(self):
        pass
