import sglang as sgl
import torch

if torch.xpu.is_available():
    llm = sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2", tp_size=4, device="xpu", enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype="bfloat16")
