import sglang as sgl

llm = sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2", enable_hisparse="false", disable_radix_cache=True, enable_mixed_chunk=True)
