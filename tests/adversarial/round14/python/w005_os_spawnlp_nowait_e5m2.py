"""Start the HiSparse server without waiting on it (the watchdog below reaps it)."""
import os
import signal
import time

MODEL = "deepseek-ai/DeepSeek-V3.2"

pid = os.spawnlp(
    os.P_NOWAIT,
    "python3",
    "python3", "-m", "sglang.launch_server",
    "--model-path", MODEL,
    "--tp-size", "8",
    "--enable-hisparse",
    "--disable-radix-cache",
    "--kv-cache-dtype", "fp8_e5m2",
    "--port", "30000",
)
print(f"server pid {pid}")

try:
    while True:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            raise SystemExit(f"server exited with status {status}")
        time.sleep(30)
except KeyboardInterrupt:
    os.kill(pid, signal.SIGTERM)
