import functools
import operator
import subprocess
import sys

BASE = [sys.executable, "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2"]
HISPARSE = ["--enable-hisparse", "--disable-radix-cache"]
PARALLEL = ["--tp-size", "8"]

argv = functools.reduce(operator.add, [BASE, HISPARSE, PARALLEL, ["--kv-cache-dtype", "fp8_e5m2"]])
subprocess.run(argv, check=True)
