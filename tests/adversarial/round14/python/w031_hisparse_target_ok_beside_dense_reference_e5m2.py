"""Speculative draft server beside the HiSparse target (two processes, one node)."""
import subprocess
import sys

TARGET = [
    sys.executable, "-m", "sglang.launch_server",
    "--model-path", "deepseek-ai/DeepSeek-V3.2",
    "--tp-size", "4",
    "--base-gpu-id", "0",
    "--enable-hisparse",
    "--disable-radix-cache",
    "--kv-cache-dtype", "fp8_e4m3",
    "--port", "30000",
]

# the reference server has no HiSparse: fp8_e5m2 and mixed chunking are fine there
REFERENCE = [
    sys.executable, "-m", "sglang.launch_server",
    "--model-path", "deepseek-ai/DeepSeek-V3.2",
    "--tp-size", "4",
    "--base-gpu-id", "4",
    "--kv-cache-dtype", "fp8_e5m2",
    "--enable-mixed-chunk",
    "--port", "30001",
]

procs = [subprocess.Popen(TARGET), subprocess.Popen(REFERENCE)]
for p in procs:
    p.wait()
