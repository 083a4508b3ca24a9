"""Start an HTTP server for DeepSeek-V3.2 with HiSparse from Python (no CLI)."""

from sglang.srt.entrypoints.http_server import launch_server
from sglang.srt.server_args import ServerArgs

if __name__ == "__main__":
    server_args = ServerArgs(
        model_path="zai-org/GLM-5-FP8",
        tp_size=8,
        trust_remote_code=True,
        mem_fraction_static=0.85,
        disable_radix_cache=True,
        enable_hisparse=True,
        hisparse_config='{"top_k": 2048}',
        kv_cache_dtype="fp8_e4m3",  # smallest KV that fits 128k context
        tool_call_parser="glm47",
        reasoning_parser="glm45",
        host="0.0.0.0",
        port=30000,
    )
    launch_server(server_args)
