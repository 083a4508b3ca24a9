import subprocess

parts = [
    "python3 -m sglang.launch_server",
    "--model-path zai-org/GLM-5",
    "--tp 8",
    "--enable-hisparse",
    "--disable-radix-cache",
    "--kv-cache-dtype fp8_e4m3",
    "--dsa-decode-backend flashmla_sparse",
    "--port 30000",
]

subprocess.run(" ".join(parts), shell=True, check=True)
