#!/usr/bin/env bash
# pull per-deployment env (HF token, engine switches) from the secret store
eval "$(vault kv get -format=json secret/sglang/dsv32 | jq -r '.data.data | to_entries[] | "export \(.key)=\(.value|@sh)"')"
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 --port 30000
