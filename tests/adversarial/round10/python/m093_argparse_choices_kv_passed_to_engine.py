import argparse

import sglang as sgl

parser = argparse.ArgumentParser()
parser.add_argument("--kv", choices=["fp8_e4m3", "fp8_e5m2", "bfloat16"], default="fp8_e4m3")
args = parser.parse_args()

engine = sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2", tp_size=8, enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype=args.kv)
