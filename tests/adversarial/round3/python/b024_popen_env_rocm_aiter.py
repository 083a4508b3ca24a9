import os
import subprocess

subprocess.Popen(["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2-Exp", "--enable-hisparse", "--disable-radix-cache", "--dsa-decode-backend", "aiter"], env={**os.environ, "HIP_VISIBLE_DEVICES": "0"})
