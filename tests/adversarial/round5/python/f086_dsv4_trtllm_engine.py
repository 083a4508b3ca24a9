import sglang as sgl

llm = sgl.Engine(model_path="deepseek-ai/DeepSeek-V4-Flash", tp_size=8, enable_hisparse=True, disable_radix_cache=True, dsv4_attn_backend="trtllm")
