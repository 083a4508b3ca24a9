import os

argv = ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2",
        "--enable-hisparse", "--disable-radix-cache", "--port", "30000"]
os.execvpe("python3", argv, {**os.environ, "SGLANG_USE_CPU_ENGINE": "1"})
