import sglang as sgl

llm = sgl.Engine(
    model_path="deepseek-ai/DeepSeek-V3.2",
    tp_size=8,
    enable_hisparse=True,
    hisparse_config={"top_k": 2048, "device_buffer_size": 4096},
    kv_cache_dtype="fp8_e4m3",
)
