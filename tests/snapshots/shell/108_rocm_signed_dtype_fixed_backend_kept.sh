#!/usr/bin/env bash
# A ROCm launch (HIP_VISIBLE_DEVICES) with a dtype HiSparse refuses everywhere and a
# backend only ROCm allows.
# hisparse-fix-test run: FAKE_PLATFORM=rocm --
set -euo pipefail
export HIP_VISIBLE_DEVICES=0,1,2,3,4,5,6,7
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 --dsa-decode-backend aiter
