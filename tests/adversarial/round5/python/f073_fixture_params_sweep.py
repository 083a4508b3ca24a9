import pytest
import sglang as sgl


@pytest.fixture(params=["fp8_e4m3", "fp8_e5m2"], scope="module")
def engine(request):
    llm = sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2", tp_size=8, enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype=request.param)
    yield llm
    llm.shutdown()


def test_generate(engine):
    assert engine.generate("hi")
