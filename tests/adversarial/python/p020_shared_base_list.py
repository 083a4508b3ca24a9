import subprocess

BASE = ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2-Exp", "--kv-cache-dtype", "fp8_e5m2"]

baseline = subprocess.Popen(BASE + ["--port", "30000"])
hisparse = subprocess.Popen(BASE + ["--enable-hisparse", "--disable-radix-cache", "--port", "30001"])
