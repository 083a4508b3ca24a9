import subprocess
import sys


def test_hisparse_rejects_nvfp4():
    proc = subprocess.run(
        [sys.executable, "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2",
         "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "nvfp4"],
        capture_output=True, text=True, timeout=600,
    )
    assert proc.returncode != 0
    assert "HiSparse requires" in proc.stderr
