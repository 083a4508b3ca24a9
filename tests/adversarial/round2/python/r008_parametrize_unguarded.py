import pytest
import sglang as sgl


@pytest.mark.parametrize("dtype", ["fp8_e4m3", "fp8_e5m2"])
def test_generate(dtype):
    llm = sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2", enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype=dtype)
    assert llm.generate("hello")["text"]
