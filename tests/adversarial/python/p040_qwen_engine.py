import sglang as sgl

engine = sgl.Engine(model_path="Qwen/Qwen2.5-7B-Instruct", enable_hisparse=True, disable_radix_cache=True)
