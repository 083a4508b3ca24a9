"""Sweep HiSparse over the DSA checkpoints we host."""

import subprocess
import sys
import time

import requests

MODELS = ("deepseek-ai/DeepSeek-V3.2", "deepseek-ai/DeepSeek-V3.2-Exp")


def wait_health(port, timeout=1800):
    end = time.time() + timeout
    while time.time() < end:
        try:
            if requests.get(f"http://127.0.0.1:{port}/health", timeout=5).ok:
                return True
        except requests.RequestException:
            pass
        time.sleep(15)
    return False


for model in MODELS:
    proc = subprocess.Popen(
        [
            sys.executable, "-m", "sglang.launch_server",
            "--model-path", model,
            "--tp", "8",
            "--enable-hisparse",
            "--disable-radix-cache",
            "--kv-cache-dtype", "fp8_e4m3",
            "--dsa-prefill-backend", "tilelang",
            "--dsa-decode-backend", "tilelang",
            "--port", "30000",
        ]
    )
    try:
        print(model, "ok" if wait_health(30000) else "FAILED")
    finally:
        proc.terminate()
        proc.wait()
