"""One ServerArgs for a CPU dry run, replaced field by field for the GPU server."""

import dataclasses

from sglang.srt.entrypoints.http_server import launch_server
from sglang.srt.server_args import ServerArgs

base = ServerArgs(
    model_path="deepseek-ai/DeepSeek-V3.2-Exp",
    device="cpu",
    enable_hisparse=True,
    disable_radix_cache=True,
)

if __name__ == "__main__":
    launch_server(dataclasses.replace(base, device="cuda"))
