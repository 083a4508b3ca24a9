import subprocess

kv = "fp8_e5m2"
subprocess.run(["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2-Exp", "--enable-hisparse", "--disable-radix-cache", f"--kv-cache-dtype={kv}"])
