import subprocess

cmd = [
    "python3", "-m", "sglang.launch_server",
    "--model-path", "deepseek-ai/DeepSeek-V3.2",
    "--tp", "8",
    "--enable-hisparse",          # HiSparse on
    "--disable-radix-cache",      # required by HiSparse
    "--kv-cache-dtype", "fp8_e5m2",  # fp8_e5m2 was 3% faster on H20 with 0.5.19
]
subprocess.run(cmd, check=True)
