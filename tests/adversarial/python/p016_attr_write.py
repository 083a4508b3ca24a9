import sys
from sglang.srt.server_args import prepare_server_args
from sglang.srt.entrypoints.http_server import launch_server

server_args = prepare_server_args(["--model-path", "deepseek-ai/DeepSeek-V3.2-Exp", "--enable-hisparse", "--disable-radix-cache"] + sys.argv[1:])
server_args.kv_cache_dtype = "fp8_e5m2"
launch_server(server_args)
