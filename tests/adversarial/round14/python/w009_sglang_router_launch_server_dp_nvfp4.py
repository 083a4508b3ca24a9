"""Data-parallel HiSparse behind the SGLang router (2 replicas x TP4 on one node)."""
import subprocess
import sys

subprocess.run(
    [
        sys.executable, "-m", "sglang_router.launch_server",
        "--model-path", "deepseek-ai/DeepSeek-V3.2",
        "--dp-size", "2",
        "--tp-size", "4",
        "--enable-hisparse",
        "--disable-radix-cache",
        "--kv-cache-dtype", "nvfp4",
        "--router-policy", "cache_aware",
        "--host", "0.0.0.0",
        "--port", "30000",
    ],
    check=True,
)
