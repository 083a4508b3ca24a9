import os
import subprocess

subprocess.Popen(["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2-Exp", "--enable-hisparse", "--disable-radix-cache"], env={**os.environ, "SGLANG_USE_CPU_ENGINE": "1"})
