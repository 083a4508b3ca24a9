"""Pick the DSA decode kernel that this machine has, then launch."""

import subprocess

SERVER = [
    "python3",
    "-m",
    "sglang.launch_server",
    "--model-path",
    "deepseek-ai/DeepSeek-V3.2-Exp",
    "--enable-hisparse",
    "--disable-radix-cache",
    "--kv-cache-dtype",
    "fp8_e4m3",
]

try:
    import flashinfer  # noqa: F401

    SERVER += ["--dsa-decode-backend", "flashinfer_sparse_mla"]
except ImportError:
    pass

for flag in ("--enable-metrics", "--log-requests"):
    SERVER.append(flag)

subprocess.run(SERVER, check=True)
