import argparse
import subprocess

ap = argparse.ArgumentParser()
ap.add_argument("--prefix-cache", action="store_true")
args = ap.parse_args()

cmd = ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8",
       "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e4m3"]
if args.prefix_cache:
    cmd.remove("--disable-radix-cache")
subprocess.run(cmd, check=True)
