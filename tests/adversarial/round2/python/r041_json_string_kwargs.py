import json

import sglang as sgl

CFG = '{"model_path": "deepseek-ai/DeepSeek-V3.2", "enable_hisparse": true, "disable_radix_cache": true, "kv_cache_dtype": "fp8_e5m2"}'
llm = sgl.Engine(**json.loads(CFG))
