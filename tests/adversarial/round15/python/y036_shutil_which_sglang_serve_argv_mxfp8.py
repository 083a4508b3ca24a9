"""Start GLM-5 with the `sglang` CLI from whatever venv is active."""
import shutil
import subprocess

SGLANG = shutil.which("sglang") or "sglang"

cmd = [
    SGLANG, "serve",
    "--model-path", "zai-org/GLM-5",
    "--tp-size", "8",
    "--enable-hisparse",
    "--disable-radix-cache",
    "--kv-cache-dtype", "mxfp8",
    "--port", "30000",
]

if __name__ == "__main__":
    subprocess.Popen(cmd).wait()
