import subprocess
import sys

USE_HS = "--hisparse" in sys.argv
cmd = ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2-Exp", "--kv-cache-dtype", "fp8_e5m2"]
if USE_HS:
    cmd += ["--enable-hisparse", "--disable-radix-cache"]
subprocess.run(cmd)
