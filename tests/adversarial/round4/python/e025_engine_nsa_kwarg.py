import sglang as sgl
llm = sgl.Engine(model_path='deepseek-ai/DeepSeek-V3.2-Exp', enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype='fp8_e4m3', nsa_decode_backend='flashmla_kv')
