import subprocess
import sys

OPTS = {
    "--model-path": "deepseek-ai/DeepSeek-V3.2",
    "--tp": "8",
    "--enable-hisparse": None,
    "--disable-radix-cache": None,
    "--kv-cache-dtype": "fp8_e5m2",
}
argv = [sys.executable, "-m", "sglang.launch_server"]
for k, v in OPTS.items():
    argv += [k] if v is None else [k, v]
subprocess.run(argv, check=True)
