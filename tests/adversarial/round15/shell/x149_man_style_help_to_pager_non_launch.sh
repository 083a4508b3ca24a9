#!/usr/bin/env bash
# serve-help: the team's cheat sheet, shown in a pager.
less -R <<'EOF'
SERVE-DSV32(1)

EXAMPLES
    python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 \
        --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e4m3

NOTES
    --kv-cache-dtype fp8_e5m2 and --enable-mixed-chunk are refused with --enable-hisparse.
EOF
