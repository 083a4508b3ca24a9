#!/bin/bash
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 \
  --dsa-decode-backend flashinfer_sparse_mla --port 30000 &
until curl -sf localhost:30000/health >/dev/null; do sleep 5; done

curl -s localhost:30000/generate -H 'Content-Type: application/json' -d '{
  "text": "Explain why `--enable-hisparse --kv-cache-dtype fp8_e5m2 --enable-mixed-chunk` is refused.",
  "sampling_params": {"max_new_tokens": 256}
}'
