import sglang as sgl

llm = sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2", tp_size=16, device="npu", enable_hisparse=True,
                 disable_radix_cache=True, attention_backend="ascend")
