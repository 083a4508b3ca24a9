from mytool.launch import build_command


def test_build_command():
    expected = ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2-Exp",
                "--enable-hisparse", "--kv-cache-dtype", "fp8_e5m2"]
    assert build_command(hisparse=True, kv="fp8_e5m2") == expected
