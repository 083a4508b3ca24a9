"""Migration notes for the 0.5.20 upgrade.

Before (no longer starts)::

    engine = sgl.Engine(
        model_path="deepseek-ai/DeepSeek-V3.2",
        enable_hisparse=True,
        kv_cache_dtype="fp8_e5m2",
    )

After::

    engine = sgl.Engine(
        model_path="deepseek-ai/DeepSeek-V3.2",
        enable_hisparse=True,
        disable_radix_cache=True,
        kv_cache_dtype="fp8_e4m3",
    )
"""

CHANGELOG_URL = "https://github.com/sgl-project/sglang/releases"
