from sglang.srt.entrypoints.http_server import launch_server
from sglang.srt.server_args import ServerArgs


def build() -> ServerArgs:
    return ServerArgs(model_path="deepseek-ai/DeepSeek-V3.2", tp_size=8, enable_hisparse=True, disable_radix_cache=True, kv_cache_dtype="bfloat16")


args = build()
args.kv_cache_dtype = "fp8_e5m2"
launch_server(args)
