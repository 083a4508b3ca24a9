#!/usr/bin/env bash
# Launches held in strings that a program runs as a script: `flock FILE -c "..."` (with
# `sh -c`) and a here-string fed to bash (`bash <<< "$CMD"`).
LOCK="${TMPDIR:-/tmp}/sglang-gpu.lock"
flock "$LOCK" -c 'python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 --port 30000'

CMD="python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 --port 30001"
bash <<< "$CMD"
