import logging
import subprocess

cmd = ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2-Exp", "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e5m2"]
logging.info("launching %s", " ".join(cmd))
subprocess.Popen(cmd)
