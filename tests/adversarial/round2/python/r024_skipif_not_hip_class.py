import unittest
from unittest import skipIf

from sglang.srt.utils import is_hip
from sglang.test.test_utils import CustomTestCase, popen_launch_server


@skipIf(not is_hip(), "ROCm only")
class TestHiSparseMI300(CustomTestCase):
    @classmethod
    def setUpClass(cls):
        cls.p = popen_launch_server("deepseek-ai/DeepSeek-V3.2", "http://127.0.0.1:30000", timeout=600,
                                    other_args=["--enable-hisparse", "--disable-radix-cache",
                                                "--dsa-decode-backend", "aiter"])


if __name__ == "__main__":
    unittest.main()
