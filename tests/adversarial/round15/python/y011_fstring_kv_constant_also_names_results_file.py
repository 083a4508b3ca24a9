"""LongBench-v2 on the HiSparse server; results land in results/<dtype>.jsonl."""
import subprocess
import sys
from pathlib import Path

KV = "fp8_e5m2"
RESULTS = Path("results") / f"longbench_hisparse_{KV}.jsonl"

cmd = [
    sys.executable, "-m", "sglang.launch_server",
    "--model-path", "deepseek-ai/DeepSeek-V3.2",
    "--tp-size", "8",
    "--enable-hisparse",
    "--disable-radix-cache",
    f"--kv-cache-dtype={KV}",
    "--port", "30000",
]

if __name__ == "__main__":
    server = subprocess.Popen(cmd)
    try:
        subprocess.run(
            [sys.executable, "-m", "eval.longbench", "--port", "30000", "--out", str(RESULTS)],
            check=True,
        )
    finally:
        server.terminate()
