def build(kv):
    return ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2",
            "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", kv]


def test_build_keeps_dtype():
    cmd = build("fp8_e5m2")
    assert "--kv-cache-dtype fp8_e5m2" in " ".join(cmd)
