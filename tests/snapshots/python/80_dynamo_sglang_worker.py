"""Start NVIDIA Dynamo's SGLang worker, which parses SGLang's server options."""

import os
import subprocess

MODEL = "deepseek-ai/DeepSeek-V3.2-Exp"


def start_worker() -> subprocess.Popen:
    return subprocess.Popen(
        [
            "python3",
            "-m",
            "dynamo.sglang",
            "--model-path",
            MODEL,
            "--endpoint",
            "dyn://dynamo.backend.generate",
            "--enable-hisparse",
            "--disable-radix-cache",
            "--kv-cache-dtype",
            "fp8_e4m3",
        ]
    )


def start_worker_with_shell() -> int:
    return os.system(
        "python3 -m dynamo.sglang --model-path deepseek-ai/DeepSeek-V3.2-Exp "
        "--enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 &"
    )


def run_worker() -> None:
    subprocess.run(
        ["python", "-m", "dynamo.sglang", "--model-path", MODEL, "--enable-hisparse",
         "--disable-radix-cache", "--kv-cache-dtype=fp8_e4m3"],
        check=True,
    )
