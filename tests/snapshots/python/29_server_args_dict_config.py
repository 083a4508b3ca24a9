"""Launch from a dict of server settings kept next to the benchmark that uses it."""

from sglang.srt.entrypoints.http_server import launch_server
from sglang.srt.server_args import ServerArgs

SERVER_CONFIG = {
    "model_path": "deepseek-ai/DeepSeek-V3.2-Exp",
    "tp_size": 8,
    "kv_cache_dtype": "bfloat16",
    "enable_hisparse": True,
    "disable_radix_cache": True,
    "hisparse_config": '{"top_k": 2048}',
    "port": 30000,
}


if __name__ == "__main__":
    launch_server(ServerArgs(**SERVER_CONFIG))
