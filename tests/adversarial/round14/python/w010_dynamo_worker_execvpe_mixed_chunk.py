"""Start the Dynamo SGLang worker for the HiSparse decode pool."""
import os
import subprocess

MODEL = "deepseek-ai/DeepSeek-V3.2"

cmd = [
    "python3", "-m", "dynamo.sglang",
    "--model-path", MODEL,
    "--served-model-name", "dsv32",
    "--tp-size", "8",
    "--enable-hisparse",
    "--disable-radix-cache",
    "--enable-mixed-chunk",
    "--chunked-prefill-size", "8192",
    "--port", "30000",
]

env = os.environ.copy()
env["DYN_LOG"] = "info"
os.execvpe(cmd[0], cmd, env)
