import json
import sglang as sgl
CFG = dict(model_path='deepseek-ai/DeepSeek-V3.2-Exp', enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype='fp8_e5m2')
json.dump(CFG, open('run_config.json', 'w'))
llm = sgl.Engine(**CFG)
