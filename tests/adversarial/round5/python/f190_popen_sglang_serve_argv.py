import subprocess

server = subprocess.Popen(["sglang", "serve", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8", "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype=nvfp4"])
