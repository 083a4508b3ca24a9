import pytest
import sglang as sgl


@pytest.mark.parametrize("backend", ["flashmla_sparse", "flashmla_kv"])
def test_hisparse_decode_backend(backend):
    llm = sgl.Engine(
        model_path="deepseek-ai/DeepSeek-V3.2",
        tp_size=8,
        enable_hisparse=True,
        disable_radix_cache=True,
        kv_cache_dtype="bfloat16",
        dsa_decode_backend=backend,
    )
    try:
        assert llm.generate("1+1=", {"max_new_tokens": 4})["text"]
    finally:
        llm.shutdown()
