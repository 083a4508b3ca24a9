import subprocess

import sglang
from packaging.version import Version

flag = "--nsa-decode-backend" if Version(sglang.__version__) < Version("0.5.13") else "--dsa-decode-backend"
subprocess.Popen([
    "python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8",
    "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e4m3", flag, "flashmla_kv",
])
