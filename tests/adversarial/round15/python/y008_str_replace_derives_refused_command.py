"""A/B the KV cache dtype on the HiSparse server."""
import shlex
import subprocess

BASE_CMD = (
    "python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 "
    "--tp-size 8 --enable-hisparse --disable-radix-cache "
    "--kv-cache-dtype fp8_e4m3 --port 30000"
)


def variant(dtype: str, port: int) -> list[str]:
    cmd = BASE_CMD.replace("fp8_e4m3", dtype).replace("30000", str(port))
    return shlex.split(cmd)


if __name__ == "__main__":
    a = subprocess.Popen(shlex.split(BASE_CMD))
    # e5m2 keeps two more exponent bits; see whether the sparse path cares
    b = subprocess.Popen(variant("fp8_e5m2", 30010))
    a.wait()
    b.wait()
