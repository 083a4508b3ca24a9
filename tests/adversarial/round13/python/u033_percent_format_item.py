import subprocess

FMT = "--kv-cache-dtype=%s"

argv = [
    "python3", "-m", "sglang.launch_server",
    "--model-path", "deepseek-ai/DeepSeek-V3.2",
    "--tp", "8",
    "--enable-hisparse",
    "--disable-radix-cache",
    FMT % "fp8_e5m2",
]
subprocess.run(argv, check=True)
