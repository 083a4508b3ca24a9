"""Launch from serve.toml's [engine] table, with HiSparse settings pinned here."""

import tomllib

import sglang as sgl

with open("serve.toml", "rb") as f:
    cfg = tomllib.load(f)["engine"]

llm = sgl.Engine(
    **cfg,
    enable_hisparse=True,
    kv_cache_dtype="fp8_e5m2",
)

try:
    print(llm.generate("Health check.", {"max_new_tokens": 4})["text"])
finally:
    llm.shutdown()
