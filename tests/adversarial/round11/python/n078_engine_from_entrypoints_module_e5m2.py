from sglang.srt.entrypoints.engine import Engine

engine = Engine(
    model_path="deepseek-ai/DeepSeek-V3.2",
    tp_size=8,
    enable_hisparse=True,
    disable_radix_cache=True,
    kv_cache_dtype="fp8_e5m2",
)
