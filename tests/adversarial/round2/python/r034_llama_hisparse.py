import sglang as sgl

llm = sgl.Engine(model_path="meta-llama/Llama-3.1-8B-Instruct", enable_hisparse=True, disable_radix_cache=True)
