import argparse

import sglang as sgl

ap = argparse.ArgumentParser()
ap.add_argument("--kv-dtype", default="bfloat16", choices=["bfloat16", "fp8_e4m3", "fp8_e5m2"])
args = ap.parse_args()
llm = sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2", enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype=args.kv_dtype)
