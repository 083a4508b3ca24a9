import os

from sglang.test.test_utils import DEFAULT_URL_FOR_TEST, CustomTestCase, popen_launch_server


class TestHiSparse(CustomTestCase):
    other_args = ["--tp", "8", "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e5m2"]

    @classmethod
    def setUpClass(cls):
        cls.process = popen_launch_server("deepseek-ai/DeepSeek-V3.2", DEFAULT_URL_FOR_TEST, timeout=1800, other_args=cls.other_args)


class TestHiSparseCPU(TestHiSparse):
    @classmethod
    def setUpClass(cls):
        os.environ["SGLANG_USE_CPU_ENGINE"] = "1"
        super().setUpClass()
