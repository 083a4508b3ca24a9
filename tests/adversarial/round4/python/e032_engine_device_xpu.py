import sglang as sgl
llm = sgl.Engine(model_path='deepseek-ai/DeepSeek-V3.2-Exp', enable_hisparse=True, disable_radix_cache=True, device='xpu')
