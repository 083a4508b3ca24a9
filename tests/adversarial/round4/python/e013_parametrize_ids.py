import pytest
import sglang as sgl

@pytest.mark.parametrize('kv', ['fp8_e4m3', 'fp8_e5m2'])
def test_serve(kv):
    sgl.Engine(model_path='deepseek-ai/DeepSeek-V3.2-Exp', enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype=kv)
