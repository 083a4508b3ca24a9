import os
import unittest
from unittest import mock

import sglang as sgl


class TestCpuEngine(unittest.TestCase):
    @mock.patch.dict(os.environ, {"SGLANG_USE_CPU_ENGINE": "1"})
    def test_generate(self):
        engine = sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2", enable_hisparse=True, disable_radix_cache=True)
        self.assertTrue(engine.generate("2+2=", {"max_new_tokens": 2})["text"])
        engine.shutdown()
