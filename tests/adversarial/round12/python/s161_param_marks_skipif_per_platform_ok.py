import pytest

import sglang as sgl
from sglang.srt.utils import is_hip

MODEL = "deepseek-ai/DeepSeek-V3.2"


@pytest.mark.parametrize(
    "decode_backend",
    [
        pytest.param(
            "flashmla_sparse",
            marks=pytest.mark.skipif(is_hip(), reason="CUDA FlashMLA kernel"),
        ),
        pytest.param(
            "aiter",
            marks=pytest.mark.skipif(not is_hip(), reason="ROCm only"),
        ),
    ],
)
def test_hisparse_decode_backend(decode_backend):
    llm = sgl.Engine(
        model_path=MODEL,
        tp_size=8,
        enable_hisparse=True,
        disable_radix_cache=True,
        kv_cache_dtype="bfloat16",
        dsa_decode_backend=decode_backend,
    )
    try:
        out = llm.generate(
            "The capital of France is", {"max_new_tokens": 8, "temperature": 0}
        )
        assert "Paris" in out["text"]
    finally:
        llm.shutdown()
