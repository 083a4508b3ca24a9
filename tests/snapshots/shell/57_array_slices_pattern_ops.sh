#!/usr/bin/env bash
# Smoke-test wrapper: the first word of BASE turns HiSparse on; the CPU variant only
# exists to show the device flag, and the GPU launch takes the first word alone.
set -euo pipefail

BASE=(--enable-hisparse --device cpu)
SERVE=(--model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --disable-radix-cache --device cpu)

python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --disable-radix-cache "${BASE[@]:0:1}"

python3 -m sglang.launch_server --enable-hisparse "${SERVE[@]/cpu/cuda}"
