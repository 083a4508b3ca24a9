import subprocess
import sys

MODEL = "deepseek-ai/DeepSeek-V3.2"
PORT = 30000

cmd = [
    sys.executable, "-m", "sglang.launch_server",
    "--model-path", MODEL,
    "--enable-hisparse",
    "--disable-radix-cache",
    "--port", str(PORT),
]
# keep the dtype right after the model path so `ps` output lines up with the runbook
cmd[5:5] = ["--kv-cache-dtype", "fp8_e5m2"]

subprocess.run(cmd, check=True)
