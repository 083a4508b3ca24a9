#!/bin/bash
while read -r model port extra; do
  [[ -z $model || $model == \#* ]] && continue
  python3 -m sglang.launch_server --model-path "$model" --tp 4 \
    --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 \
    --port "$port" $extra &
done <<'EOF'
# model                       port   extra
deepseek-ai/DeepSeek-V3.2     30000
zai-org/GLM-5                 30001  --enable-mixed-chunk
EOF
wait
