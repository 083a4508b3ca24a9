from sglang.srt.entrypoints.http_server import launch_server
from sglang.srt.server_args import ServerArgs

if __name__ == "__main__":
    launch_server(ServerArgs(model_path="deepseek-ai/DeepSeek-V3.2-Exp", enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype="fp8_e5m2"))
