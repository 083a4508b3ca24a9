import unittest

import sglang as sgl
from sglang.srt.utils import is_hip


@unittest.skipUnless(is_hip(), "ROCm only")
class TestHiSparseMI300(unittest.TestCase):
    def test_decode(self):
        engine = sgl.Engine(
            model_path="deepseek-ai/DeepSeek-V3.2",
            tp_size=8,
            enable_hisparse=True,
            disable_radix_cache=True,
            kv_cache_dtype="bfloat16",
            dsa_decode_backend="flashmla_sparse",
        )
        engine.shutdown()
