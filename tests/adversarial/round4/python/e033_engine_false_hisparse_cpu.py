import sglang as sgl
llm = sgl.Engine(model_path='deepseek-ai/DeepSeek-V3.2-Exp', enable_hisparse=False, device='cpu', kv_cache_dtype='fp8_e5m2')
