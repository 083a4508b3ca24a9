import subprocess

subprocess.Popen([
    "python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8",
    "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e4m3",
    "--served-model-name", "dsv32-fp8_e5m2-ablation",
])
