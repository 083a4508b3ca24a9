#!/bin/bash
declare -A CFG=([kv]=fp8_e5m2 [tp]=8)
python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp --tp "${CFG[tp]}" --enable-hisparse --disable-radix-cache --kv-cache-dtype "${CFG[kv]}"
