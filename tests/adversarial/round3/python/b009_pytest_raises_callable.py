import pytest
import subprocess


def test_refused():
    pytest.raises(subprocess.CalledProcessError, subprocess.run,
                  ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2-Exp", "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e5m2"], check=True)
