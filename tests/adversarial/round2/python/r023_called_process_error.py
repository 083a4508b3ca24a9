import subprocess
import sys


def test_refused():
    try:
        subprocess.check_output(
            [sys.executable, "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2",
             "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e5m2"],
            stderr=subprocess.STDOUT,
        )
    except subprocess.CalledProcessError as e:
        assert b"HiSparse requires" in e.output
    else:
        raise AssertionError("SGLang accepted fp8_e5m2 with HiSparse")
