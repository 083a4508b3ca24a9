#!/usr/bin/env bash
set -euo pipefail
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --trust-remote-code --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 --dsa-prefill-backend flashinfer_sparse_mla --dsa-decode-backend flashmla_kv \
  --speculative-algorithm EAGLE --speculative-num-steps 3 --speculative-eagle-topk 1 --speculative-num-draft-tokens 4 \
  --hisparse-config '{"top_k": 2048, "device_buffer_size": 4096}' --port 30000
