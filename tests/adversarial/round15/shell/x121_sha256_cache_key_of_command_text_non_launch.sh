#!/usr/bin/env bash
# Results are cached per exact server command line.
cmd='python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 --enable-hisparse --kv-cache-dtype fp8_e5m2'
key=$(printf '%s' "$cmd" | sha256sum | cut -c1-16)
if [[ -f "cache/$key.json" ]]; then
  echo "cached: cache/$key.json"
else
  echo "no cached result for: $cmd"
fi
