import subprocess

subprocess.run(["sglang", "serve", "deepseek-ai/DeepSeek-V3.2", "--tp", "8", "--enable-hisparse",
                "--disable-radix-cache", "--kv-cache-dtype", "nvfp4", "--port", "30000"], check=True)
