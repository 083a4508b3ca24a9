import subprocess

cmd = [
    "python3", "-m", "sglang.launch_server",
    "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8",
    "--enable-hisparse", "--disable-radix-cache",
    "--kv-cache-dtype", "nvfp4",
]
subprocess.Popen(" ".join(cmd) + " > /tmp/server.log 2>&1", shell=True)
