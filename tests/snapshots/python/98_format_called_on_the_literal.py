"""`str.format` called on the command's own literal: the command is still read."""

import subprocess

# A literal part is fixed; the `{port}` field is a value the tool cannot know.
subprocess.run(
    "python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp --enable-hisparse "
    "--disable-radix-cache --kv-cache-dtype fp8_e4m3 --port {port}".format(port=30000),
    shell=True,
)

# The dtype is a field: a warning says the tool cannot read it, and nothing is edited.
kv = "bfloat16"
cmd = "python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache --kv-cache-dtype {}".format(kv)
subprocess.run(cmd, shell=True)
