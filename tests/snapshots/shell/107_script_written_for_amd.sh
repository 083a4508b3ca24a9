#!/usr/bin/env bash
# MI355X x8 recipe
# hisparse-fix-test run: FAKE_PLATFORM=rocm --
set -euo pipefail
command -v amd-smi >/dev/null || { echo "needs an AMD GPU host" >&2; exit 1; }
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype bfloat16 --dsa-decode-backend aiter --dsa-prefill-backend aiter
