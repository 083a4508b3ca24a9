import unittest
import sglang as sgl
from sglang.srt.utils import is_hip


@unittest.skipUnless(is_hip(), "ROCm only")
class T(unittest.TestCase):
    def test_triton(self):
        sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2-Exp", enable_hisparse=True, disable_radix_cache=True, dsa_decode_backend="triton", dsa_prefill_backend="triton")
