import pytest

import sglang as sgl
from sglang.srt.utils import is_hip

MODEL = "deepseek-ai/DeepSeek-V3.2"


def test_hisparse_bf16_prefill_kernel():
    if is_hip():
        pytest.skip("ROCm has its own HiSparse suite (test_hisparse_rocm.py)")
    llm = sgl.Engine(
        model_path=MODEL,
        tp_size=8,
        enable_hisparse=True,
        disable_radix_cache=True,
        kv_cache_dtype="bfloat16",
        dsa_prefill_backend="tilelang",
    )
    try:
        out = llm.generate("Once upon a time", {"max_new_tokens": 16, "temperature": 0})
        assert len(out["text"]) > 0
    finally:
        llm.shutdown()
