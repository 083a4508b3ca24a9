import subprocess
import sys

MODEL = "deepseek-ai/DeepSeek-V3.2"

subprocess.run(
    [
        sys.executable, "-m", "sglang.benchmark.offline_throughput",
        "--model-path", MODEL,
        "--tp", "8",
        "--enable-hisparse",
        "--disable-radix-cache",
        "--kv-cache-dtype", "bfloat16",
        "--dsa-decode-backend", "fa3",
        "--dataset-name", "random",
        "--num-prompts", "200",
    ],
    check=True,
)
