import subprocess

def launch(extra):
    return subprocess.Popen(["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2-Exp"] + extra)

launch(["--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e5m2"])
launch(["--kv-cache-dtype", "fp8_e5m2"])
