import unittest

import torch
from sglang.test.test_utils import DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH, DEFAULT_URL_FOR_TEST, popen_launch_server


@unittest.skipUnless(torch.cuda.is_available() and torch.version.hip is None, "CUDA only")
class TestTriton(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.process = popen_launch_server(
            "deepseek-ai/DeepSeek-V3.2", DEFAULT_URL_FOR_TEST, timeout=DEFAULT_TIMEOUT_FOR_SERVER_LAUNCH,
            other_args=["--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "bfloat16", "--dsa-prefill-backend", "triton"],
        )
