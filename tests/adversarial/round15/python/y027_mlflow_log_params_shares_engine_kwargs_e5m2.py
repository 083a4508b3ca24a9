"""Tracked HiSparse eval: the engine kwargs are logged as run params."""
import mlflow

import sglang as sgl

ENGINE_KWARGS = dict(
    model_path="deepseek-ai/DeepSeek-V3.2",
    tp_size=8,
    enable_hisparse=True,
    disable_radix_cache=True,
    kv_cache_dtype="fp8_e5m2",
)

with mlflow.start_run(run_name="hisparse-longbench"):
    mlflow.log_params(ENGINE_KWARGS)
    engine = sgl.Engine(**ENGINE_KWARGS)
    try:
        out = engine.generate("Summarize: ...", {"max_new_tokens": 128})
        mlflow.log_metric("completion_tokens", out["meta_info"]["completion_tokens"])
    finally:
        engine.shutdown()
