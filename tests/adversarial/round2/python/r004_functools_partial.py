import functools
import subprocess

run = functools.partial(subprocess.run, check=True)

run(["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2",
     "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e5m2"])
