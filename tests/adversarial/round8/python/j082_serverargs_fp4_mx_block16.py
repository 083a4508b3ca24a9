from sglang.srt.entrypoints.http_server import launch_server
from sglang.srt.server_args import ServerArgs

if __name__ == "__main__":
    server_args = ServerArgs(
        model_path="deepseek-ai/DeepSeek-V3.2",
        tp_size=8,
        enable_hisparse=True,
        disable_radix_cache=True,
        kv_cache_dtype="fp4_mx_block16",
    )
    launch_server(server_args)
