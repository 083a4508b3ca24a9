import subprocess

SERVER = (
    "python3", "-m", "sglang.launch_server",
    "--model-path", "deepseek-ai/DeepSeek-V3.2-Exp",
    "--tp-size", "8",
    "--enable-hisparse", "--disable-radix-cache",
    "--kv-cache-dtype", "fp8_e5m2",
    "--port", "30000",
)

if __name__ == "__main__":
    subprocess.run(args=SERVER, check=True)
