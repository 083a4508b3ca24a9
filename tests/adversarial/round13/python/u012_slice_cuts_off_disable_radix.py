import subprocess

FULL = [
    "python3", "-m", "sglang.launch_server",
    "--model-path", "zai-org/GLM-5",
    "--tp", "8",
    "--enable-hisparse",
    "--kv-cache-dtype", "fp8_e4m3",
    "--disable-radix-cache",
    "--log-level", "debug",
]

# drop the trailing debug options for production
PROD = FULL[:10]

if __name__ == "__main__":
    subprocess.run(PROD, check=True)
