import functools

import sglang as sgl

make_engine = functools.partial(sgl.Engine, model_path="deepseek-ai/DeepSeek-V3.2", tp_size=8, enable_hisparse=True, disable_radix_cache=True)
llm = make_engine(kv_cache_dtype="fp8_e5m2")
