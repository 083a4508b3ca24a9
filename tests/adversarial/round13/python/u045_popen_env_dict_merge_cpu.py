import os
import subprocess

env = {**os.environ, "SGLANG_USE_CPU_ENGINE": "1", "OMP_NUM_THREADS": "16"}

subprocess.Popen(
    [
        "python3", "-m", "sglang.launch_server",
        "--model-path", "/models/dsv32-tiny-random",
        "--enable-hisparse",
        "--disable-radix-cache",
        "--port", "31000",
    ],
    env=env,
).wait()
