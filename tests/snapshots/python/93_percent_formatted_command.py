"""A launch command built with %-formatting and run by a shell: the conversions are
values the tool does not know, the rest of the string is read."""

import subprocess

MODEL = "deepseek-ai/DeepSeek-V3.2"
PORT = 30000
cmd = (
    "python3 -m sglang.launch_server --model-path %s --tp 8 --enable-hisparse "
    "--disable-radix-cache --kv-cache-dtype fp8_e4m3 --port %d" % (MODEL, PORT)
)
subprocess.Popen(cmd, shell=True)
print("launched: %s (100%% of GPUs)" % cmd)
