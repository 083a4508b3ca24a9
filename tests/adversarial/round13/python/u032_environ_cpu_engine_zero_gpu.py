import os

os.environ["SGLANG_USE_CPU_ENGINE"] = "0"  # the base image exports 1 for its CPU tests

from sglang.srt.entrypoints.http_server import launch_server  # noqa: E402
from sglang.srt.server_args import ServerArgs  # noqa: E402

launch_server(
    ServerArgs(
        model_path="deepseek-ai/DeepSeek-V3.2",
        tp_size=8,
        enable_hisparse=True,
        disable_radix_cache=True,
        kv_cache_dtype="fp8_e5m2",
    )
)
