import subprocess
import sys

proc = subprocess.Popen(
    [
        sys.executable, "-m", "sglang.launch_server",
        "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8",
        "--enable-hisparse", "--disable-radix-cache",
        "--kv-cache-dtype", "nvfp4",
        "--port", "30000",
    ]
)
proc.wait()
