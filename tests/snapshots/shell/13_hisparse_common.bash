#!/usr/bin/env bash
# Shared DeepSeek-V3.2-Exp HiSparse flags for the launchers in this folder; source it.
# Callers: python3 -m sglang.launch_server "${DSV32_HISPARSE_ARGS[@]}" --port 30000

DSV32_HISPARSE_ARGS=(
  --model-path deepseek-ai/DeepSeek-V3.2-Exp
  --tp 8 --trust-remote-code --mem-fraction-static 0.85
  --enable-hisparse --disable-radix-cache
  --kv-cache-dtype fp8_e4m3
)

# Interactive launch; extra flags pass through, e.g. dsv32_serve --log-level debug
dsv32_serve() {
  python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2-Exp \
    --tp 8 --trust-remote-code --mem-fraction-static 0.85 \
    --enable-hisparse --disable-radix-cache --kv-cache-dtype "fp8_e4m3" \
    --host 0.0.0.0 --port 30000 "$@"
}
