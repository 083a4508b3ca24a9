"""Tokenizer unit tests run in-process on the CPU engine; the last test starts a real
GPU server in a clean environment."""
import os
import subprocess
import sys

import pytest

os.environ["SGLANG_USE_CPU_ENGINE"] = "1"  # for the in-process tokenizer tests only

from sglang.srt.utils.hf_transformers_utils import get_tokenizer  # noqa: E402

MODEL = "deepseek-ai/DeepSeek-V3.2"


def wait_for_health(url, timeout):
    import time
    import urllib.request

    deadline = time.time() + timeout
    while time.time() < deadline:
        try:
            urllib.request.urlopen(url, timeout=2)
            return
        except OSError:
            time.sleep(5)
    raise TimeoutError(url)


def test_tokenizer_roundtrip():
    tok = get_tokenizer(MODEL)
    assert tok.decode(tok.encode("hello")) == "hello"


@pytest.mark.gpu
def test_gpu_server_starts():
    clean_env = {
        "PATH": os.environ["PATH"],
        "HOME": os.environ.get("HOME", "/root"),
        "HF_HOME": "/data/hf",
        "CUDA_VISIBLE_DEVICES": "0,1,2,3,4,5,6,7",
    }
    proc = subprocess.Popen(
        [
            sys.executable, "-m", "sglang.launch_server",
            "--model-path", MODEL,
            "--tp-size", "8",
            "--enable-hisparse",
            "--disable-radix-cache",
            "--kv-cache-dtype", "fp8_e5m2",
        ],
        env=clean_env,
    )
    try:
        wait_for_health("http://127.0.0.1:30000/health", timeout=900)
    finally:
        proc.terminate()
