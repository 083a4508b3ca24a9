import subprocess
import sys


def assert_launch_fails(extra):
    proc = subprocess.run(
        [sys.executable, "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", *extra],
        capture_output=True, text=True, timeout=600,
    )
    assert proc.returncode != 0, proc.stdout


def test_mixed_chunk_refused():
    assert_launch_fails(["--enable-hisparse", "--disable-radix-cache", "--enable-mixed-chunk"])
