import subprocess

subprocess.run(
    [
        "sglang", "serve",
        "--model-path", "deepseek-ai/DeepSeek-V3.2",
        "--tp", "8",
        "--enable-hisparse",
        "--disable-radix-cache",
        "--kv-cache-dtype", "bf16",
        "--hisparse-config", '{"top_k": 2048, "device_buffer_size": 4096}',
    ],
    check=True,
)
