import pytest
import sglang as sgl


@pytest.mark.parametrize("kv", ["bfloat16", "bf16", "fp8_e4m3"], ids=["bf16-long", "bf16-alias", "fp8"])
def test_engine_starts(kv):
    llm = sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2", tp_size=8, enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype=kv)
    llm.shutdown()
