import sglang as sgl
from sglang.srt.utils import is_hip

llm = sgl.Engine(
    model_path="deepseek-ai/DeepSeek-V3.2",
    tp_size=8,
    enable_hisparse=True,
    disable_radix_cache=True,
    kv_cache_dtype="fp8_e4m3",
    dsa_prefill_backend="triton" if is_hip() else "flashmla_sparse",
)
