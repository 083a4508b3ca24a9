import subprocess

MODEL = "deepseek-ai/DeepSeek-V3.2"

cmd = ["python3", "-m", "sglang.launch_server", "--model-path", MODEL, "--tp", "8"]
cmd += ["--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e4m3"]
cmd[cmd.index("fp8_e4m3")] = "fp8_e5m2"  # A/B: e5m2 variant

subprocess.run(cmd, check=True)
