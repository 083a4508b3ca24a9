"""Checks run as a script: one expects SGLang to refuse the old recipe, one drives a client."""
import subprocess
import sys

# The old recipe must still be refused: its words are the test's, not a launch to fix.
proc = subprocess.run(
    [sys.executable, "-m", "sglang.launch_server",
     "--model-path", "deepseek-ai/DeepSeek-V3.2",
     "--enable-hisparse", "--kv-cache-dtype", "fp8_e5m2"],
    capture_output=True, text=True, timeout=900,
)
assert proc.returncode != 0
assert "HiSparse requires one of" in proc.stderr

# A load generator that records the server's settings: it may or may not hand them on.
subprocess.run(
    [sys.executable, "-m", "loadgen.run", "--url", "http://127.0.0.1:30000",
     "--enable-hisparse", "--kv-cache-dtype", "fp8_e5m2"],
    check=True,
)
