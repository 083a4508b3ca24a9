import os
import subprocess

MODEL = "deepseek-ai/DeepSeek-V3.2"

cpu_env = os.environ.copy()
cpu_env["SGLANG_USE_CPU_ENGINE"] = "1"

# 1) reference numbers from the CPU engine (small model, no HiSparse)
subprocess.run(
    [
        "python3", "-m", "sglang.benchmark.one_batch",
        "--model-path", "Qwen/Qwen2.5-0.5B-Instruct",
        "--device", "cpu",
        "--batch-size", "1", "--input-len", "64", "--output-len", "16",
    ],
    env=cpu_env,
    check=True,
)

# 2) the real server on the node's GPUs
server = subprocess.Popen(
    [
        "python3", "-m", "sglang.launch_server",
        "--model-path", MODEL,
        "--tp", "8",
        "--enable-hisparse",
        "--disable-radix-cache",
        "--kv-cache-dtype", "fp8_e4m3",
        "--enable-mixed-chunk",
        "--port", "30000",
    ]
)
server.wait()
