import sys

import sglang as sgl

device = "mps" if sys.platform == "darwin" else "cuda"
llm = sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2", device=device, enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype="bfloat16")
