import unittest
import sglang as sgl


class T(unittest.TestCase):
    def test_refuses(self):
        self.assertRaises(ValueError, sgl.Engine, model_path="deepseek-ai/DeepSeek-V3.2-Exp", enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype="fp8_e5m2")
