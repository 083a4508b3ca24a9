import unittest

import sglang as sgl
from sglang.srt.utils import is_hip


@unittest.skipIf(is_hip(), "CUDA-only test")
class TestTileLangDecode(unittest.TestCase):
    def test_decode(self):
        llm = sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2", tp_size=8, enable_hisparse=True, disable_radix_cache=True,
                         kv_cache_dtype="fp8_e4m3", dsa_decode_backend="tilelang")
        self.assertTrue(llm.generate("hi", {"max_new_tokens": 2})["text"])
