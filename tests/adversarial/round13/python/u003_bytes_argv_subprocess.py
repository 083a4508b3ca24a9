"""Launch through bytes argv (paths on this cluster are not always UTF-8)."""
import os
import subprocess

MODEL = os.fsencode("/mnt/weights/DeepSeek-V3.2")

argv = [
    b"python3", b"-m", b"sglang.launch_server",
    b"--model-path", MODEL,
    b"--tp", b"8",
    b"--enable-hisparse",
    b"--disable-radix-cache",
    b"--kv-cache-dtype", b"fp8_e5m2",
    b"--port", b"30000",
]

subprocess.run(argv, check=True)
