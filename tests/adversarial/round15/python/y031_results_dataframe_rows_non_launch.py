"""Render the HiSparse dtype support table for the docs from the sweep results."""
import pandas as pd

rows = [
    {"model": "DeepSeek-V3.2", "enable_hisparse": True, "kv_cache_dtype": "fp8_e5m2", "disable_radix_cache": True, "status": "refused", "tok_s": None},
    {"model": "DeepSeek-V3.2", "enable_hisparse": True, "kv_cache_dtype": "fp8_e4m3", "disable_radix_cache": True, "status": "ok", "tok_s": 5312.4},
    {"model": "DeepSeek-V3.2", "enable_hisparse": True, "kv_cache_dtype": "bfloat16", "disable_radix_cache": True, "status": "ok", "tok_s": 4120.9},
    {"model": "DeepSeek-V3.2", "enable_hisparse": True, "kv_cache_dtype": "nvfp4", "disable_radix_cache": True, "status": "refused", "tok_s": None},
    {"model": "GLM-5", "enable_hisparse": True, "kv_cache_dtype": "fp8_e4m3", "disable_radix_cache": False, "status": "refused", "tok_s": None},
]

df = pd.DataFrame(rows)
df.to_markdown("docs/hisparse_dtype_matrix.md", index=False)
print(df.groupby("status").size())
