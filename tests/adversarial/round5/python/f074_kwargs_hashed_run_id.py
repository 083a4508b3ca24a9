import hashlib
import json

import sglang as sgl

KW = dict(model_path="deepseek-ai/DeepSeek-V3.2", tp_size=8, enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype="fp8_e5m2")
RUN_ID = hashlib.sha1(json.dumps(KW, sort_keys=True).encode()).hexdigest()[:12]
OUT = f"results/{RUN_ID}.jsonl"

llm = sgl.Engine(**KW)
