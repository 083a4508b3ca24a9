import argparse
import subprocess

p = argparse.ArgumentParser()
p.add_argument("--kv-dtype", default="fp8_e5m2")
p.add_argument("--port", type=int, default=30000)
a = p.parse_args()

subprocess.run(
    ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8",
     "--enable-hisparse", "--disable-radix-cache",
     "--kv-cache-dtype", a.kv_dtype, "--port", str(a.port)],
    check=True,
)
