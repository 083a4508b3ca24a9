"""Offline batch job: engine settings kept as TOML so ops can diff them."""
import tomllib

import sglang as sgl

CONFIG = """
[engine]
model_path = "deepseek-ai/DeepSeek-V3.2"
tp_size = 8
enable_hisparse = true
disable_radix_cache = true
kv_cache_dtype = "fp8_e4m3"
enable_mixed_chunk = true

[job]
input = "s3://batches/2026-03/prompts.jsonl"
"""

cfg = tomllib.loads(CONFIG)
engine = sgl.Engine(**cfg["engine"])
for line in open("prompts.jsonl"):
    print(engine.generate(line, {"max_new_tokens": 256})["text"])
engine.shutdown()
