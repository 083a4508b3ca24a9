import subprocess

cmd = ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8",
       "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e4m3"]
cmd[cmd.index("--kv-cache-dtype") + 1] = "fp8_e5m2"
subprocess.run(cmd, check=True)
