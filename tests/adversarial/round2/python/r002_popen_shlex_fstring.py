import shlex
import subprocess

MODEL = "deepseek-ai/DeepSeek-V3.2"
PORT = 30000

proc = subprocess.Popen(shlex.split(
    f"python3 -m sglang.launch_server --model-path {MODEL} --port {PORT} "
    "--enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2"
))
proc.wait()
