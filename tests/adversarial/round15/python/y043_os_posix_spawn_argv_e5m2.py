import os
import sys

argv = [
    sys.executable, "-m", "sglang.launch_server",
    "--model-path", "deepseek-ai/DeepSeek-V3.2",
    "--tp-size", "8",
    "--enable-hisparse",
    "--disable-radix-cache",
    "--kv-cache-dtype", "fp8_e5m2",
    "--port", "30000",
]

pid = os.posix_spawn(sys.executable, argv, dict(os.environ, CUDA_VISIBLE_DEVICES="0,1,2,3,4,5,6,7"))
_, status = os.waitpid(pid, 0)
sys.exit(os.waitstatus_to_exitcode(status))
