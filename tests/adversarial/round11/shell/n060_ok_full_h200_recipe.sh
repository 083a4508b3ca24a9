#!/usr/bin/env bash
set -euo pipefail
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 \
  --dsa-prefill-backend flashmla_kv --dsa-decode-backend flashmla_kv \
  --speculative-algorithm EAGLE --speculative-num-steps 3 --speculative-eagle-topk 1 --speculative-num-draft-tokens 4 \
  --mem-fraction-static 0.85 --host 0.0.0.0 --port 30000
