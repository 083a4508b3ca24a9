import argparse

import sglang as sgl

p = argparse.ArgumentParser()
p.add_argument("--hisparse", action="store_true")
args = p.parse_args()

engine = sgl.Engine(
    model_path="deepseek-ai/DeepSeek-V3.2",
    tp_size=8,
    enable_hisparse=args.hisparse,
    disable_radix_cache=True,
    kv_cache_dtype="fp8_e4m3",
    enable_mixed_chunk=True,
)
