#!/bin/bash
if python3 -c 'import sys, torch; sys.exit(0 if torch.version.hip else 1)'; then
  BACKENDS=(--dsa-prefill-backend triton --dsa-decode-backend triton)
else
  BACKENDS=(--dsa-decode-backend flashinfer_sparse_mla)
fi

python3 -m sglang.launch_server \
  --model-path zai-org/GLM-5 --tp 8 \
  --enable-hisparse --disable-radix-cache \
  --kv-cache-dtype fp8_e4m3 \
  "${BACKENDS[@]}" \
  --port 30000
