import sglang as sgl
import torch

MODEL = "deepseek-ai/DeepSeek-V3.2"

device = "cuda" if torch.cuda.is_available() else "cpu"
if device == "cuda":
    extra = dict(enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype="fp8_e5m2")
else:
    extra = {}  # CPU fallback for laptops: plain attention

engine = sgl.Engine(model_path=MODEL, device=device, **extra)
print(engine.generate("hello", {"max_new_tokens": 8})["text"])
engine.shutdown()
