#!/bin/bash
# Recipes kept in the script but never run: reported, never edited.

# Switched off by hand while the new recipe is validated.
if false; then
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
    --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --port 30000
fi

# The shared recipe, then this site's override: bash keeps the later body.
serve() {
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
    --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2 --enable-mixed-chunk "$@"
}
serve() {
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 \
    --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3 "$@"
}

serve --port 30001
