import unittest
from sglang.test.test_utils import popen_launch_server, DEFAULT_URL_FOR_TEST


class TestBase(unittest.TestCase):
    other_args = ["--kv-cache-dtype", "fp8_e5m2"]

    @classmethod
    def setUpClass(cls):
        cls.process = popen_launch_server("deepseek-ai/DeepSeek-V3.2-Exp", DEFAULT_URL_FOR_TEST, timeout=600, other_args=cls.other_args)


class TestHiSparse(TestBase):
    other_args = ["--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e5m2"]
