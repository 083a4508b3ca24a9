#!/usr/bin/env bash
# print a copy-paste launch line for the GPU type given on the command line
python3 - "${1:-h200}" <<'EOF'
import sys
gpu = sys.argv[1]
kv = {"h200": "bfloat16", "b200": "fp8_e4m3"}.get(gpu, "fp8_e5m2")
print(f"python3 -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --tp 8 "
      f"--enable-hisparse --disable-radix-cache --kv-cache-dtype {kv}")
EOF
