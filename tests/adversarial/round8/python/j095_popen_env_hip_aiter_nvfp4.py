import os
import subprocess

env = {**os.environ, "HIP_VISIBLE_DEVICES": "0,1,2,3"}
subprocess.Popen(
    ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "4",
     "--enable-hisparse", "--disable-radix-cache", "--dsa-decode-backend", "aiter",
     "--kv-cache-dtype", "nvfp4"],
    env=env,
)
