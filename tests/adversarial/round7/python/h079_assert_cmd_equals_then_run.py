import subprocess


def build_cmd(port=30000):
    return ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2",
            "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e5m2", "--port", str(port)]


def test_build_cmd():
    assert build_cmd(1)[-4:] == ["--kv-cache-dtype", "fp8_e5m2", "--port", "1"]


if __name__ == "__main__":
    subprocess.run(build_cmd(), check=True)
