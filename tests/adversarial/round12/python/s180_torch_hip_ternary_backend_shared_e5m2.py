import os
import subprocess
import sys

import torch

MODEL = "deepseek-ai/DeepSeek-V3.2"

on_rocm = torch.version.hip is not None
decode_backend = "aiter" if on_rocm else "flashmla_kv"
if on_rocm:
    os.environ["SGLANG_USE_AITER"] = "1"

argv = [
    sys.executable, "-m", "sglang.launch_server",
    "--model-path", MODEL,
    "--tp", "8",
    "--enable-hisparse",
    "--disable-radix-cache",
    "--kv-cache-dtype", "fp8_e5m2",
    "--dsa-decode-backend", decode_backend,
    "--port", "30000",
]

if __name__ == "__main__":
    sys.exit(subprocess.call(argv))
