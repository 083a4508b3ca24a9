"""Start DeepSeek-V3.2 without HiSparse, as a recipe for SGLang 0.5.12 did."""

import subprocess

MODEL = "deepseek-ai/DeepSeek-V3.2"


def serve(port: int) -> subprocess.Popen:
    return subprocess.Popen(
        [
            "python3", "-m", "sglang.launch_server",
            "--model-path", MODEL,
            "--tp", "8",
            "--dsa-prefill-backend", "flashmla_sparse",
            "--dsa-decode-backend", "flashmla_kv",
            "--port", str(port),
        ]
    )


def serve_glm(port: int) -> None:
    command = f"python3 -m sglang.launch_server --model-path zai-org/GLM-5-FP8 --tp 8 --cuda-graph-max-bs 256 --port {port}"
    subprocess.run(command, shell=True, check=True)
