import subprocess

MODEL = "deepseek-ai/DeepSeek-V3.2"


def start(port: int) -> subprocess.Popen:
    return subprocess.Popen(
        f"python3 -m sglang.launch_server --model-path {MODEL} --tp 8 --enable-hisparse "
        f"--disable-radix-cache --kv-cache-dtype fp8_e5m2 --port {port}",
        shell=True,
    )


if __name__ == "__main__":
    start(30000).wait()
