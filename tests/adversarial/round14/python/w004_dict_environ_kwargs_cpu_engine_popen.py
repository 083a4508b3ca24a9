"""Smoke-test the CPU flavour of the server image on the build runner (no GPU)."""
import os
import subprocess
import sys
import time
import urllib.request

cmd = [
    sys.executable,
    "-m",
    "sglang.launch_server",
    "--model-path",
    "deepseek-ai/DeepSeek-V3.2",
    "--enable-hisparse",
    "--kv-cache-dtype",
    "bfloat16",
    "--port",
    "31000",
]

env = dict(os.environ, SGLANG_USE_CPU_ENGINE="1", OMP_NUM_THREADS="32")
proc = subprocess.Popen(cmd, env=env)
try:
    for _ in range(300):
        try:
            urllib.request.urlopen("http://127.0.0.1:31000/health", timeout=2)
            break
        except OSError:
            time.sleep(2)
    else:
        sys.exit("server did not come up")
finally:
    proc.terminate()
