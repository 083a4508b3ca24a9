import itertools
import subprocess

OPTS = (
    ("--model-path", "deepseek-ai/DeepSeek-V3.2"),
    ("--tp", "8"),
    ("--kv-cache-dtype", "fp8_e5m2"),
)
FLAGS = ["--enable-hisparse", "--disable-radix-cache"]
subprocess.run(["python3", "-m", "sglang.launch_server", *itertools.chain.from_iterable(OPTS), *FLAGS], check=True)
