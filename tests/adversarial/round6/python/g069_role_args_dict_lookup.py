import subprocess
import sys

BASE = ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8", "--enable-hisparse", "--disable-radix-cache"]
ROLE_ARGS = {
    "prefill": ["--disaggregation-mode", "prefill", "--port", "30000"],
    "decode": ["--disaggregation-mode", "decode", "--enable-mixed-chunk", "--port", "30001"],
}

role = sys.argv[1]
subprocess.run(BASE + ROLE_ARGS[role], check=True)
