#!/bin/sh
# build the command in "$@" so it can be logged before it replaces the shell
set -- python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8
set -- "$@" --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2
set -- "$@" --host 0.0.0.0 --port 30000
echo "exec: $*" >&2
exec "$@"
