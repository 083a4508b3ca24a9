#!/usr/bin/env python3
"""Launch the HiSparse server in the release container and wait until it is healthy."""

import subprocess
import sys
import time

import requests

IMAGE = "lmsysorg/sglang:v0.5.23"
PORT = 30000


def start_server() -> subprocess.Popen:
    cmd = [
        "docker", "run", "--rm", "--gpus", "all",
        "--device", "/dev/infiniband", "--ipc=host", "--shm-size", "32g",
        "-p", f"{PORT}:{PORT}",
        "-v", "/models:/models",
        IMAGE,
        "python3", "-m", "sglang.launch_server",
        "--model-path", "/models/DeepSeek-V3.2-Exp",
        "--tp", "8", "--trust-remote-code",
        "--enable-hisparse", "--disable-radix-cache",
        "--kv-cache-dtype=fp8_e4m3",
        "--host", "0.0.0.0", "--port", str(PORT),
    ]
    print("+", " ".join(cmd), file=sys.stderr)
    return subprocess.Popen(cmd)


def wait_healthy(timeout: float = 1800.0) -> None:
    deadline = time.time() + timeout
    while time.time() < deadline:
        try:
            if requests.get(f"http://127.0.0.1:{PORT}/health", timeout=5).ok:
                return
        except requests.RequestException:
            pass
        time.sleep(10)
    raise TimeoutError("server did not become healthy")


if __name__ == "__main__":
    proc = start_server()
    wait_healthy()
    proc.wait()
