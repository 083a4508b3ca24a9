import unittest

import torch
from sglang.test.test_utils import DEFAULT_URL_FOR_TEST, CustomTestCase, popen_launch_server


@unittest.skipUnless(torch.cuda.is_available() and torch.cuda.get_device_capability()[0] >= 10, "needs Blackwell")
class TestHiSparseBlackwell(CustomTestCase):
    @classmethod
    def setUpClass(cls):
        cls.process = popen_launch_server(
            "deepseek-ai/DeepSeek-V3.2",
            DEFAULT_URL_FOR_TEST,
            timeout=1800,
            other_args=["--tp", "8", "--enable-hisparse", "--disable-radix-cache", "--dsa-decode-backend", "flashmla_kv"],
        )
