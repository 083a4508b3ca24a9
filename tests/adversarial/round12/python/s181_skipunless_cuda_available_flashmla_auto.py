import unittest

import torch

import sglang as sgl

MODEL = "deepseek-ai/DeepSeek-V3.2"


@unittest.skipUnless(torch.cuda.is_available(), "needs GPUs")
class TestHiSparseEngine(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.engine = sgl.Engine(
            model_path=MODEL,
            tp_size=8,
            enable_hisparse=True,
            disable_radix_cache=True,
            kv_cache_dtype="fp8_e4m3",
            dsa_decode_backend="flashmla_auto",
        )

    @classmethod
    def tearDownClass(cls):
        cls.engine.shutdown()

    def test_greedy_is_deterministic(self):
        params = {"max_new_tokens": 32, "temperature": 0}
        a = self.engine.generate("List three prime numbers:", params)["text"]
        b = self.engine.generate("List three prime numbers:", params)["text"]
        self.assertEqual(a, b)


if __name__ == "__main__":
    unittest.main()
