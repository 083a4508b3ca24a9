import unittest

from sglang.srt.server_args import ServerArgs


class TestHiSparseValidation(unittest.TestCase):
    def test_rejects_e5m2(self):
        with self.assertRaisesRegex(ValueError, "HiSparse requires"):
            ServerArgs(
                model_path="deepseek-ai/DeepSeek-V3.2",
                enable_hisparse=True,
                disable_radix_cache=True,
                kv_cache_dtype="fp8_e5m2",
            )


if __name__ == "__main__":
    unittest.main()
