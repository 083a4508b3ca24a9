import argparse
import subprocess

ap = argparse.ArgumentParser()
ap.add_argument(
    "--server-cmd",
    default="python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2",
)
args = ap.parse_args()
subprocess.run(args.server_cmd, shell=True, check=True)
