import sglang as sgl

engine = sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2-Exp", device="xpu", enable_hisparse=True, disable_radix_cache=True)
