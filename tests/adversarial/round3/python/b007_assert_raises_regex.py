import unittest
import sglang as sgl


class T(unittest.TestCase):
    def test_refuses(self):
        with self.assertRaisesRegex(ValueError, "HiSparse requires"):
            sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2-Exp", enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype="fp8_e5m2")
