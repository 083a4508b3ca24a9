"""Start the server from the runbook command.

The runbook still says fp8_e5m2 (written for 0.5.10); until it is regenerated
we patch the dtype at run time instead of forking the command.
"""
import shlex
import subprocess

RUNBOOK_CMD = (
    "python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 "
    "--tp-size 8 --enable-hisparse --disable-radix-cache "
    "--kv-cache-dtype fp8_e5m2 --port 30000"
)

cmd = RUNBOOK_CMD.replace("--kv-cache-dtype fp8_e5m2", "--kv-cache-dtype fp8_e4m3")

if __name__ == "__main__":
    subprocess.Popen(shlex.split(cmd)).wait()
