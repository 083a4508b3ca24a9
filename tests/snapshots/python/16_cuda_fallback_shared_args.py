"""Smoke-test launcher: the same argv runs on the GPU box and on a CPU-only CI runner."""

import subprocess
import sys

import torch

MODEL = "deepseek-ai/DeepSeek-V3.2-Exp"

args = [
    sys.executable,
    "-m",
    "sglang.launch_server",
    "--model-path",
    MODEL,
    "--enable-hisparse",
    "--disable-radix-cache",
    "--kv-cache-dtype",
    "fp8_e4m3",
]
if not torch.cuda.is_available():
    # CPU-only runners still exercise the HTTP layer
    args += ["--device", "cpu"]

server = subprocess.Popen(args)
server.wait()
