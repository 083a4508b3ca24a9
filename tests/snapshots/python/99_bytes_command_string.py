"""A command written as bytes: `subprocess` runs it as it runs a string."""

import subprocess

subprocess.run(
    b"python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp "
    b"--enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 --port %d" % 30000,
    shell=True,
)

# An escape in the bytes is not read: nothing here is edited.
subprocess.run(b"echo \x41", shell=True)
