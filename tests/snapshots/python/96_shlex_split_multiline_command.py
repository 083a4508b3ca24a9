"""A launch command in a triple-quoted string, one option group a line, split with
`shlex.split`: the newlines are blanks there, not the ends of shell commands."""

import shlex
import subprocess

CMD = """python3 -m sglang.launch_server
  --model-path deepseek-ai/DeepSeek-V3.2 --tp 8
  --enable-hisparse --disable-radix-cache
  --kv-cache-dtype fp8_e4m3
  --port 30000"""

subprocess.run(shlex.split(CMD), check=True)
