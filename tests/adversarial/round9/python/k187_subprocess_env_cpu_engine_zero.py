import os
import subprocess

subprocess.Popen(
    ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8",
     "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "mxfp8"],
    env={**os.environ, "SGLANG_USE_CPU_ENGINE": "0"},
)
