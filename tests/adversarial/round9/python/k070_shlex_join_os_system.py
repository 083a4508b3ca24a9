import os
import shlex

cmd = shlex.join([
    "python3", "-m", "sglang.launch_server",
    "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8",
    "--enable-hisparse", "--disable-radix-cache",
    "--kv-cache-dtype", "fp8_e5m2",
])
os.system(cmd + " > server.log 2>&1 &")
