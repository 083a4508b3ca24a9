"""Offline throughput check; the dtype follows a command-line switch."""

import argparse

import sglang as sgl

parser = argparse.ArgumentParser()
parser.add_argument("--fp8", action="store_true")
cli = parser.parse_args()

engine_kwargs = dict(
    model_path="deepseek-ai/DeepSeek-V3.2-Exp",
    enable_hisparse=True,
    disable_radix_cache=True,
)
engine_kwargs = {**engine_kwargs, "kv_cache_dtype": "bfloat16"}
if cli.fp8:
    engine_kwargs["kv_cache_dtype"] = "fp8_e4m3"  # smaller KV cache
engine_kwargs.update(mem_fraction_static=0.85)

llm = sgl.Engine(**engine_kwargs)
print(llm.generate("The capital of France is", {"max_new_tokens": 8}))
llm.shutdown()
