import dataclasses

from sglang.srt.entrypoints.http_server import launch_server
from sglang.srt.server_args import ServerArgs

base = ServerArgs(model_path="deepseek-ai/DeepSeek-V3.2", tp_size=8, enable_hisparse=True, disable_radix_cache=True)
launch_server(dataclasses.replace(base, kv_cache_dtype="mxfp8"))
