"""Nightly accuracy job: GSM8K against a HiSparse server."""

import subprocess
import time

import requests

MODEL = "deepseek-ai/DeepSeek-V3.2"
PORT = 30010

BASE = [
    "python3", "-m", "sglang.launch_server",
    "--model-path", MODEL,
    "--kv-cache-dtype=fp8_e5m2",  # copied from the pre-HiSparse nightly
    "--tp", "8",
    "--trust-remote-code",
]


def server_cmd():
    return BASE + [
        "--enable-hisparse",
        "--disable-radix-cache",
        # HiSparse takes bfloat16 or fp8_e4m3; argparse keeps this later value
        "--kv-cache-dtype", "fp8_e4m3",
        "--port", str(PORT),
    ]


def wait_ready(timeout=1200):
    deadline = time.time() + timeout
    while time.time() < deadline:
        try:
            if requests.get(f"http://127.0.0.1:{PORT}/health", timeout=5).ok:
                return
        except requests.RequestException:
            pass
        time.sleep(10)
    raise TimeoutError("server did not come up")


if __name__ == "__main__":
    server = subprocess.Popen(server_cmd())
    try:
        wait_ready()
        subprocess.check_call(
            ["python3", "-m", "sglang.test.few_shot_gsm8k",
             "--port", str(PORT), "--num-questions", "200"]
        )
    finally:
        server.terminate()
        server.wait()
