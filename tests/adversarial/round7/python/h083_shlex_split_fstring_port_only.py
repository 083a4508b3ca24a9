import shlex
import subprocess


def serve(port: int):
    cmd = shlex.split(
        f"python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse "
        f"--disable-radix-cache --kv-cache-dtype mxfp8 --port {port}"
    )
    return subprocess.Popen(cmd)
