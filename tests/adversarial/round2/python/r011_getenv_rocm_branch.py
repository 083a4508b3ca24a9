import os
import subprocess

cmd = ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--enable-hisparse", "--disable-radix-cache"]
if os.getenv("ROCM"):
    cmd += ["--dsa-decode-backend", "aiter", "--dsa-prefill-backend", "tilelang"]
else:
    cmd += ["--kv-cache-dtype", "fp8_e4m3", "--dsa-decode-backend", "flashmla_kv"]
subprocess.run(cmd, check=True)
