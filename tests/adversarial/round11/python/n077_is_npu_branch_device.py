import subprocess
import sys

from sglang.srt.utils import is_npu

extra = ["--device", "npu", "--attention-backend", "ascend"] if is_npu() else []
subprocess.run([sys.executable, "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8",
                "--enable-hisparse", "--disable-radix-cache", "--kv-cache-dtype", "fp8_e4m3",
                *extra], check=True)
