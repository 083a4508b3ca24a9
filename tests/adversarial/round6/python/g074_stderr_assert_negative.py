import subprocess
import sys


def test_hisparse_rejects_e5m2():
    r = subprocess.run(
        [sys.executable, "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2",
         "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e5m2"],
        capture_output=True, text=True, timeout=600,
    )
    assert "HiSparse requires one of" in r.stderr or "only supports bf16/bfloat16 or fp8_e4m3" in r.stderr
