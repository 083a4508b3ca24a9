import sglang as sgl
import torch

platform = "rocm" if torch.version.hip else "cuda"
match platform:
    case "rocm":
        backend = "aiter"
    case "cuda":
        backend = "flashmla_kv"

llm = sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2", tp_size=8, enable_hisparse=True, disable_radix_cache=True,
                 kv_cache_dtype="fp8_e4m3", dsa_decode_backend=backend)
