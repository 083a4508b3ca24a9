import sglang as sgl
import torch

if torch.cuda.get_device_capability()[0] >= 10:
    kv = "fp8_e4m3"
else:
    kv = "fp8_e5m2"
llm = sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2", enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype=kv)
