#!/bin/bash
# `[ "$a" \< "$b" ]` is bash's string comparison; tree-sitter-bash cannot read it.
KV=fp8_e5m2
[ "$PROFILE" \< "b" ] && KV=bfloat16
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype "$KV"

if [ "$MODE" \< "m" ]; then python3 -m sglang.launch_server --enable-hisparse --kv-cache-dtype fp8_e5m2 --port 30001; fi

# The rest of the script is read as usual.
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp \
  --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 --port 30002
