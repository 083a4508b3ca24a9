import subprocess

cmd = ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2"]
cmd += ["--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e5m2"]
subprocess.run(" ".join(cmd), shell=True, check=True)
