import argparse

import sglang as sgl

ap = argparse.ArgumentParser()
ap.add_argument("--gpu", default="h100")
args = ap.parse_args()

match args.gpu:
    case "b200":
        kv = "fp8_e4m3"
    case "h100":
        kv = "fp8_e5m2"
    case _:
        kv = "bfloat16"

llm = sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2", enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype=kv)
