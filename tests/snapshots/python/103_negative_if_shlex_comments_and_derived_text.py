"""A CI guard that expects SGLang to refuse mixed chunking, a command split with its
comments dropped, and a runbook command patched before it runs."""
import shlex
import subprocess
import sys

proc = subprocess.run(
    [sys.executable, "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2",
     "--enable-hisparse", "--disable-radix-cache", "--enable-mixed-chunk"],
    capture_output=True, text=True, timeout=900,
)
if proc.returncode == 0:
    sys.exit("regression: SGLang accepted --enable-mixed-chunk with HiSparse")

SERVE = """
-m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2
    --enable-hisparse --disable-radix-cache
    # --kv-cache-dtype fp8_e5m2   (0.5.10 only)
    --port 30000
"""
subprocess.call([sys.executable, *shlex.split(SERVE, comments=True)])

RUNBOOK_CMD = (
    "python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 "
    "--enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --port 30001"
)
cmd = RUNBOOK_CMD.replace("fp8_e5m2", "fp8_e4m3")
subprocess.Popen(shlex.split(cmd))
