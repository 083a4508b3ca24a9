import pytest
import sglang as sgl


@pytest.mark.parametrize("kv", ["fp8_e4m3", "bfloat16"])
def test_hs(kv):
    sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2-Exp", enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype=kv, dsa_decode_backend="flashmla_kv")
