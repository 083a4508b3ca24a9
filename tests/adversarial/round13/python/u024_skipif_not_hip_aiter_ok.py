import unittest

import sglang as sgl
from sglang.srt.utils import is_hip


@unittest.skipIf(not is_hip(), "MI300X/MI355X only")
class TestHiSparseAiter(unittest.TestCase):
    def test_generate(self):
        engine = sgl.Engine(
            model_path="deepseek-ai/DeepSeek-V3.2",
            tp_size=8,
            enable_hisparse=True,
            disable_radix_cache=True,
            kv_cache_dtype="bfloat16",
            dsa_prefill_backend="aiter",
            dsa_decode_backend="aiter",
        )
        try:
            self.assertTrue(engine.generate("hi", {"max_new_tokens": 4})["text"])
        finally:
            engine.shutdown()


if __name__ == "__main__":
    unittest.main()
