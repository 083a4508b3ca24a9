import subprocess

subprocess.run(
    [
        "bash", "-c", 'source /opt/venv/bin/activate && exec python3 -m sglang.launch_server "$@"',
        "launch",
        "--model-path", "deepseek-ai/DeepSeek-V3.2",
        "--tp", "8",
        "--enable-hisparse",
        "--disable-radix-cache",
        "--kv-cache-dtype", "fp8_e5m2",
    ],
    check=True,
)
