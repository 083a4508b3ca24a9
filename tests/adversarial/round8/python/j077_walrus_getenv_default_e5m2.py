import os
import subprocess

if (kv := os.getenv("KV_DTYPE", "fp8_e5m2")):
    subprocess.run(
        ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8",
         "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", kv],
        check=True,
    )
