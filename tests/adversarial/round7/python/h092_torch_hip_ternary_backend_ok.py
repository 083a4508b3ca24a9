import torch
import sglang as sgl

llm = sgl.Engine(
    model_path="deepseek-ai/DeepSeek-V3.2",
    enable_hisparse=True,
    disable_radix_cache=True,
    kv_cache_dtype="fp8_e4m3",
    dsa_decode_backend="aiter" if torch.version.hip else "flashmla_kv",
)
