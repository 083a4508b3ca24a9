import subprocess
import sys


def test_help_lists_hisparse_and_dtypes():
    out = subprocess.run(
        [sys.executable, "-m", "sglang.launch_server", "--help"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert "--enable-hisparse" in out
    assert "--hisparse-config" in out
    for dtype in ("bfloat16", "fp8_e4m3", "fp8_e5m2"):
        assert dtype in out, dtype
