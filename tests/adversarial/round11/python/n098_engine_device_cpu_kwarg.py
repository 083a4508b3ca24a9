import sglang as sgl

engine = sgl.Engine(
    model_path="deepseek-ai/DeepSeek-V3.2",
    device="cpu",
    enable_hisparse=True,
    disable_radix_cache=True,
)
