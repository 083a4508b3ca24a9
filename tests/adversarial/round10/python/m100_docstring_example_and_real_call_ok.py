"""Serve DeepSeek V3.2 with HiSparse.

Do NOT use:
    python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --kv-cache-dtype fp8_e5m2
"""
import sglang as sgl

engine = sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2", tp_size=8, enable_hisparse=True, disable_radix_cache=True,
                    kv_cache_dtype="fp8_e4m3", dsa_decode_backend="flashinfer_sparse_mla")
