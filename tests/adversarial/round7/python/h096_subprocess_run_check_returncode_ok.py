import subprocess

subprocess.run(
    ["sglang", "serve", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8", "--enable-hisparse", "--disable-radix-cache",
     "--kv-cache-dtype=mxfp8"],
    check=True,
)
