import subprocess
import sys

import ray


@ray.remote(num_gpus=8)
def serve():
    subprocess.run([sys.executable, "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8",
                    "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e5m2"], check=True)


ray.get(serve.remote())
