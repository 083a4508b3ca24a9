import itertools
import subprocess

opts = [("--model-path", "deepseek-ai/DeepSeek-V3.2"), ("--tp", "8"), ("--kv-cache-dtype", "fp8_e5m2")]
argv = ["python3", "-m", "sglang.launch_server", "--enable-hisparse", "--disable-radix-cache"]
argv += list(itertools.chain.from_iterable(opts))
subprocess.run(argv, check=True)
