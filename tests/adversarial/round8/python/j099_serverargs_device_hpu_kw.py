from sglang.srt.entrypoints.http_server import launch_server
from sglang.srt.server_args import ServerArgs

launch_server(ServerArgs(model_path="deepseek-ai/DeepSeek-V3.2", device="hpu", tp_size=8, enable_hisparse=True, disable_radix_cache=True))
