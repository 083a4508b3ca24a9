import subprocess

import pytest


def test_e5m2_refused_with_hisparse():
    with pytest.raises(subprocess.CalledProcessError):
        subprocess.run(
            ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2",
             "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e5m2"],
            check=True, timeout=600,
        )
