"""`sglang serve MODEL` as an argv list: the first word after `serve` is the model."""

import subprocess

subprocess.run(
    ["sglang", "serve", "deepseek-ai/DeepSeek-V3.2", "--tp", "8", "--enable-hisparse",
     "--disable-radix-cache", "--kv-cache-dtype", "fp8_e4m3", "--port", "30000"],
    check=True,
)
subprocess.run(["sglang", "serve", "Qwen/Qwen3-8B", "--enable-hisparse", "--disable-radix-cache"])
