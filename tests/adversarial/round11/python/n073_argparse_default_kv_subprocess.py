import argparse
import subprocess
import sys

p = argparse.ArgumentParser()
p.add_argument("--kv", default="fp8_e5m2")
p.add_argument("--port", type=int, default=30000)
args = p.parse_args()

subprocess.run(
    [sys.executable, "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8",
     "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", args.kv,
     "--port", str(args.port)],
    check=True,
)
