#!/usr/bin/env python3
"""Nightly eval: start the HiSparse server, then run the tokenizer regression jobs.

The tokenizer regression jobs are separate processes that must use SGLang's CPU engine;
os.putenv sets the switch for every child this script starts without touching our own
os.environ (the GPU probe below still needs to see CUDA).
"""
import os
import subprocess
import sys
import time

import requests
import torch

MODEL = "deepseek-ai/DeepSeek-V3.2"
PORT = 30000

assert torch.cuda.device_count() >= 8, "needs a full 8-GPU node"

os.putenv("SGLANG_USE_CPU_ENGINE", "1")

server = subprocess.Popen(
    [
        sys.executable, "-m", "sglang.launch_server",
        "--model-path", MODEL,
        "--tp-size", "8",
        "--enable-hisparse",
        "--disable-radix-cache",
        "--kv-cache-dtype", "fp8_e4m3",
        "--port", str(PORT),
    ]
)

for _ in range(600):
    try:
        if requests.get(f"http://127.0.0.1:{PORT}/health", timeout=2).ok:
            break
    except requests.ConnectionError:
        pass
    time.sleep(2)

subprocess.run([sys.executable, "-m", "evals.tokenizer_regression", "--jobs", "16"], check=True)
server.terminate()
