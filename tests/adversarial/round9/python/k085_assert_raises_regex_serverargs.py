import unittest

from sglang.srt.server_args import ServerArgs


class TestHiSparseSpec(unittest.TestCase):
    def test_adaptive_refused(self):
        with self.assertRaisesRegex(ValueError, "speculative-adaptive"):
            ServerArgs(
                model_path="deepseek-ai/DeepSeek-V3.2",
                enable_hisparse=True,
                disable_radix_cache=True,
                speculative_algorithm="EAGLE",
                speculative_eagle_topk=1,
                speculative_adaptive=True,
            )
