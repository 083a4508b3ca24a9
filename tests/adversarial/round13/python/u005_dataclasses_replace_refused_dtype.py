import dataclasses

from sglang.srt.entrypoints.http_server import launch_server
from sglang.srt.server_args import ServerArgs

BASE = ServerArgs(
    model_path="deepseek-ai/DeepSeek-V3.2",
    tp_size=8,
    enable_hisparse=True,
    disable_radix_cache=True,
    kv_cache_dtype="fp8_e4m3",
)

# The e5m2 variant from the quantization sweep, kept for the long-context pool.
LONG_CTX = dataclasses.replace(BASE, kv_cache_dtype="fp8_e5m2", context_length=163840)

if __name__ == "__main__":
    launch_server(LONG_CTX)
