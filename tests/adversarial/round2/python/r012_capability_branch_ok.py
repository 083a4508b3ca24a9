import sglang as sgl
import torch

major, _ = torch.cuda.get_device_capability()
if major >= 10:
    kw = dict(kv_cache_dtype="fp8_e4m3", dsa_decode_backend="flashinfer_sparse_mla")
else:
    kw = dict(kv_cache_dtype="bfloat16", dsa_decode_backend="flashmla_sparse")
llm = sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2", enable_hisparse=True, disable_radix_cache=True, **kw)
