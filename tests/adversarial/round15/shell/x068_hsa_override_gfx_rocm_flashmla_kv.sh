#!/usr/bin/env bash
# MI300X with an overridden gfx target for the custom kernels.
export HSA_OVERRIDE_GFX_VERSION=9.4.2
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 \
  --dsa-decode-backend flashmla_kv \
  --port 30000
