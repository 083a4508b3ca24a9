import unittest

from sglang.srt.utils import kill_process_tree
from sglang.test.test_utils import DEFAULT_URL_FOR_TEST, CustomTestCase, popen_launch_server


class TestDSV32Base(CustomTestCase):
    model = "deepseek-ai/DeepSeek-V3.2"
    other_args = ["--tp", "8", "--kv-cache-dtype", "fp8_e5m2"]

    @classmethod
    def setUpClass(cls):
        cls.process = popen_launch_server(
            cls.model, DEFAULT_URL_FOR_TEST, timeout=1800, other_args=cls.other_args
        )

    @classmethod
    def tearDownClass(cls):
        kill_process_tree(cls.process.pid)

    def test_health(self):
        pass


class TestDSV32HiSparse(TestDSV32Base):
    other_args = [
        "--tp", "8",
        "--enable-hisparse",
        "--disable-radix-cache",
        "--kv-cache-dtype", "fp8_e4m3",
    ]


if __name__ == "__main__":
    unittest.main()
