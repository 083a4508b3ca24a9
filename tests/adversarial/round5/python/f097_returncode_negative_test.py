import subprocess


def test_e5m2_refused():
    proc = subprocess.run(
        ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e5m2"],
        capture_output=True, text=True, timeout=600, check=False,
    )
    assert proc.returncode != 0
    assert "HiSparse requires" in proc.stderr
