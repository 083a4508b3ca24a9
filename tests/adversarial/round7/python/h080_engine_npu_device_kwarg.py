import sglang as sgl

llm = sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2", device="npu", tp_size=16, enable_hisparse=True, disable_radix_cache=True)
