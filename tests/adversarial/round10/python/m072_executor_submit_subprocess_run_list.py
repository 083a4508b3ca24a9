import subprocess
from concurrent.futures import ThreadPoolExecutor

with ThreadPoolExecutor(max_workers=1) as pool:
    fut = pool.submit(
        subprocess.run,
        ["python3", "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8",
         "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e5m2", "--port", "30000"],
        check=True,
    )
    fut.result()
