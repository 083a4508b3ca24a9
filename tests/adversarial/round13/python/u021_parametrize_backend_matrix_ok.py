import pytest
import sglang as sgl

MODEL = "deepseek-ai/DeepSeek-V3.2"


@pytest.mark.parametrize(
    "kv, prefill, decode",
    [
        pytest.param("bfloat16", "flashmla_sparse", "flashmla_sparse", id="bf16"),
        pytest.param("fp8_e4m3", "flashmla_kv", "flashinfer_sparse_mla", id="fp8-mixed"),
        pytest.param("fp8_e4m3", None, None, id="fp8-default"),
    ],
)
def test_hisparse_backends(kv, prefill, decode):
    engine = sgl.Engine(
        model_path=MODEL,
        tp_size=8,
        enable_hisparse=True,
        disable_radix_cache=True,
        kv_cache_dtype=kv,
        dsa_prefill_backend=prefill,
        dsa_decode_backend=decode,
    )
    try:
        assert engine.generate("1+1=", {"max_new_tokens": 2})["text"]
    finally:
        engine.shutdown()
