"""Start the HiSparse server in the background on the bench host."""
import subprocess

MODEL = "deepseek-ai/DeepSeek-V3.2"

parts = [
    "nohup", "python3", "-m", "sglang.launch_server",
    "--model-path", MODEL,
    "--tp-size", "8",
    "--enable-hisparse",
    "--kv-cache-dtype", "fp8_e4m3",
    "--port", "30000",
    ">", "/var/log/sglang/hisparse.log", "2>&1", "&",
]

subprocess.Popen(" ".join(parts), shell=True)
