"""Start the server; the command's quote is never closed, so the shell cannot read it."""

import os

os.system("python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --kv-cache-dtype 'fp8_e5m2")
