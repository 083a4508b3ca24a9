#!/usr/bin/env bash
# Generic HiSparse launcher: callers add the rest of the options.
#   ./44_neg_open_args_radix_warning.sh --disable-radix-cache --port 30000
# hisparse-fix-test run: -- --disable-radix-cache --port 30000
set -euo pipefail

exec python3 -m sglang.launch_server \
  --model-path deepseek-ai/DeepSeek-V3.2-Exp \
  --tp 8 \
  --enable-hisparse \
  --kv-cache-dtype fp8_e4m3 \
  "$@"
