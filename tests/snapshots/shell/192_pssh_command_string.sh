#!/usr/bin/env bash
# parallel-ssh runs its command string with a shell on every host of the file.
set -euo pipefail

pssh -h hosts.txt -t 0 -i "python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --port 30000"
