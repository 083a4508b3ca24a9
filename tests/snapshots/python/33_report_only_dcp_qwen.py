"""Two launches the tool can only report: decode context parallelism, and a model
that is not a DSA model."""

import sglang as sgl

if __name__ == "__main__":
    dcp = sgl.Engine(
        model_path="deepseek-ai/DeepSeek-V3.2-Exp",
        tp_size=8,
        dcp_size=2,
        kv_cache_dtype="fp8_e4m3",
        enable_hisparse=True,
        disable_radix_cache=True,
    )
    dcp.shutdown()

    qwen = sgl.Engine(
        model_path="Qwen/Qwen3-32B",
        enable_hisparse=True,
        disable_radix_cache=True,
    )
    qwen.shutdown()
