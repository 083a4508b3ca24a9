import subprocess
import sys

FLAGS = ("--enable-hisparse", "--disable-radix-cache", "--enable-mixed-chunk")
cmd = [sys.executable, "-m", "sglang.launch_server", "--model-path", "deepseek-ai/DeepSeek-V3.2", "--tp", "8",
       "--kv-cache-dtype", "fp8_e4m3"]
for flag in FLAGS:
    cmd.append(flag)
proc = subprocess.Popen(cmd)
proc.wait()
