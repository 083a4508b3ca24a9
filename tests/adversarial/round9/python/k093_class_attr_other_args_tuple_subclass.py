import unittest

from sglang.srt.utils import kill_process_tree
from sglang.test.test_utils import DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH, DEFAULT_URL_FOR_TEST, popen_launch_server


class DSV32Base(unittest.TestCase):
    other_args = ["--tp", "8", "--trust-remote-code"]

    @classmethod
    def setUpClass(cls):
        cls.process = popen_launch_server(
            "deepseek-ai/DeepSeek-V3.2", DEFAULT_URL_FOR_TEST, timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH, other_args=cls.other_args
        )

    @classmethod
    def tearDownClass(cls):
        kill_process_tree(cls.process.pid)


class TestDSV32HiSparse(DSV32Base):
    other_args = ["--tp", "8", "--trust-remote-code", "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e5m2"]
