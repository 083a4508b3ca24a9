"""Launch DeepSeek V3.2 with HiSparse.

Do not use ``--kv-cache-dtype fp8_e5m2``: e.g.
    python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --kv-cache-dtype fp8_e5m2
fails on SGLang 0.5.23.
"""
import argparse
import subprocess

p = argparse.ArgumentParser(epilog="python3 -m sglang.launch_server --enable-hisparse --kv-cache-dtype fp8_e5m2 is refused")
p.add_argument("--port", type=int, default=30000)
a = p.parse_args()
subprocess.run(["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8",
                "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "bfloat16",
                "--port", str(a.port)], check=True)
