"""Launch helper for the shared lab boxes.

Host-specific settings (HF token, visible devices, engine switches) live in
.env on each box and are not committed.
"""
import subprocess
import sys

from dotenv import load_dotenv

load_dotenv()

server = subprocess.Popen(
    [
        sys.executable, "-m", "sglang.launch_server",
        "--model-path", "deepseek-ai/DeepSeek-V3.2",
        "--tp-size", "8",
        "--enable-hisparse",
        "--disable-radix-cache",
        "--kv-cache-dtype", "fp8_e5m2",
        "--port", "30000",
    ]
)
server.wait()
