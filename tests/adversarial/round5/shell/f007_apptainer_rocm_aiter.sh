#!/usr/bin/env bash
set -euo pipefail
apptainer exec --rocm --bind /data:/data /images/sglang-v0.5.23-rocm700-mi30x.sif \
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 \
  --dsa-prefill-backend aiter --dsa-decode-backend aiter
