from sglang.srt.entrypoints.http_server import launch_server
from sglang.srt.server_args import ServerArgs

if __name__ == "__main__":
    args = ServerArgs(model_path="deepseek-ai/DeepSeek-V3.2", tp_size=8, enable_hisparse=True, kv_cache_dtype="fp8_e4m3", port=30000)
    launch_server(args)
