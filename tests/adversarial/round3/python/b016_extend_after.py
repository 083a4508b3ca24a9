import subprocess

cmd = ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2-Exp", "--enable-hisparse", "--disable-radix-cache"]
cmd.extend(["--kv-cache-dtype", "fp8_e5m2"])
subprocess.run(cmd, check=True)
