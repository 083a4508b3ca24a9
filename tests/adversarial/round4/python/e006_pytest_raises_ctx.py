import pytest
import sglang as sgl

def test_refuses_e5m2():
    with pytest.raises(ValueError):
        sgl.Engine(model_path='deepseek-ai/DeepSeek-V3.2-Exp', enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype='fp8_e5m2')
