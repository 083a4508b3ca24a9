"""A test that launches the server and looks for SGLang's refusal in what it printed."""

import subprocess
import sys


def test_hisparse_rejects_e5m2():
    proc = subprocess.run(
        [
            sys.executable, "-m", "sglang.launch_server",
            "--model-path", "deepseek-ai/DeepSeek-V3.2",
            "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e5m2",
        ],
        capture_output=True,
        text=True,
    )
    assert "HiSparse requires one of" in proc.stderr or "fp8_e4m3" in proc.stderr
