"""Compare HiSparse output on the GPUs with a dense CPU reference run."""
import os
import subprocess
import sys

import sglang as sgl

MODEL = "deepseek-ai/DeepSeek-V3.2"
TINY = "/models/DeepSeek-V3.2-tiny-random"


def start_gpu_server() -> subprocess.Popen:
    return subprocess.Popen(
        [
            sys.executable, "-m", "sglang.launch_server",
            "--model-path", MODEL,
            "--tp-size", "8",
            "--enable-hisparse",
            "--disable-radix-cache",
            "--kv-cache-dtype", "fp8_e5m2",
            "--port", "30000",
        ]
    )


def cpu_reference(prompt: str) -> str:
    os.environ["SGLANG_USE_CPU_ENGINE"] = "1"
    engine = sgl.Engine(model_path=TINY, device="cpu")
    try:
        return engine.generate(prompt, {"max_new_tokens": 16})["text"]
    finally:
        engine.shutdown()


if __name__ == "__main__":
    server = start_gpu_server()
    try:
        print(cpu_reference("The capital of France is"))
    finally:
        server.terminate()
