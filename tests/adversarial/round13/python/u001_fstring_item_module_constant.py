"""Long-context smoke test for DeepSeek-V3.2 with HiSparse (nightly H200 pool)."""
import subprocess
import sys

KV = "fp8_e5m2"  # matches the checkpoint's KV scales

cmd = [
    sys.executable, "-m", "sglang.launch_server",
    "--model-path", "deepseek-ai/DeepSeek-V3.2",
    "--tp", "8",
    "--enable-hisparse",
    "--disable-radix-cache",
    f"--kv-cache-dtype={KV}",
    "--port", "30000",
]

if __name__ == "__main__":
    subprocess.run(cmd, check=True)
