import importlib

Engine = importlib.import_module("sglang").Engine
llm = Engine(model_path="deepseek-ai/DeepSeek-V3.2", tp_size=8, enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype="mxfp8")
