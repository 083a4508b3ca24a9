import pytest
import subprocess

CASES = [
    ("fp8_e4m3", 0),
    ("fp8_e5m2", 1),
]


@pytest.mark.parametrize("kv,rc", CASES)
def test_kv(kv, rc):
    p = subprocess.run(["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2-Exp", "--enable-hisparse",
                        "--disable-radix-cache", "--kv-cache-dtype", kv])
    assert p.returncode == rc
