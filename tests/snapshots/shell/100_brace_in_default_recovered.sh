#!/usr/bin/env bash
# Defaults holding braces: valid bash that tree-sitter-bash cannot parse.
: "${CFG:={\"top_k\":2048}}"
X="${X-{\"k\": 64}}"
JSON=${JSON:-{\"index_topk\":2048}}
DTYPE=fp8_e4m3
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype "$DTYPE" \
  --json-model-override-args "$CFG" --hisparse-config "${HSCFG:-{\"top_k\": 2048}}"
