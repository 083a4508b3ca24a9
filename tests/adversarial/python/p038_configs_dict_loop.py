import sglang as sgl

CONFIGS = {
    "baseline": dict(kv_cache_dtype="fp8_e5m2"),
    "hisparse": dict(kv_cache_dtype="fp8_e5m2", enable_hisparse=True, disable_radix_cache=True),
}

for name, cfg in CONFIGS.items():
    engine = sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2-Exp", **cfg)
    engine.shutdown()
