import json
import subprocess

cfg = {"top_k": 2048, "device_buffer_size": 4096}
subprocess.Popen([
    "python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8",
    "--enable-hisparse", "--disable-radix-cache", "--hisparse-config", json.dumps(cfg),
    "--kv-cache-dtype", "fp8_e5m2",
])
