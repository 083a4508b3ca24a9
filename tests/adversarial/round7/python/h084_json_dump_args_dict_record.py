import json
import sglang as sgl

cfg = dict(model_path="deepseek-ai/DeepSeek-V3.2", tp_size=8, enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype="fp8_e5m2")
with open("run_config.json", "w") as f:
    json.dump(cfg, f)
llm = sgl.Engine(**cfg)
