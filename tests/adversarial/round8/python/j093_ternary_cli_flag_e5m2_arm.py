import argparse

import sglang as sgl

ap = argparse.ArgumentParser()
ap.add_argument("--fast", action="store_true")
args = ap.parse_args()

llm = sgl.Engine(
    model_path="deepseek-ai/DeepSeek-V3.2",
    enable_hisparse=True,
    disable_radix_cache=True,
    kv_cache_dtype="fp8_e5m2" if args.fast else "bfloat16",
)
