import os
import shlex
import subprocess
import sys

if os.environ.get("SGLANG_USE_CPU_ENGINE") == "1":
    sys.exit("HiSparse needs CUDA or ROCm GPUs; unset SGLANG_USE_CPU_ENGINE to run this script.")

LAUNCH = """
python3 -m sglang.launch_server
    --model-path deepseek-ai/DeepSeek-V3.2
    --tp 8
    --enable-hisparse
    --disable-radix-cache
    --kv-cache-dtype fp8_e5m2
    --port 30000
"""

proc = subprocess.Popen(shlex.split(LAUNCH))
sys.exit(proc.wait())
