from dataclasses import dataclass

from sglang.srt.entrypoints.http_server import launch_server
from sglang.srt.server_args import ServerArgs


@dataclass
class LongContextArgs(ServerArgs):
    enable_hisparse: bool = True
    disable_radix_cache: bool = True
    kv_cache_dtype: str = "fp8_e5m2"


if __name__ == "__main__":
    launch_server(LongContextArgs(model_path="deepseek-ai/DeepSeek-V3.2", tp_size=8))
